import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

type Props = { label: string; className?: string; children: ReactNode }

/**
 * A frame for wide content (a table) on a narrow screen: it scrolls sideways instead of clipping, says so (a
 * shadow on the side with more, and a line of text), and takes keyboard focus while there is more to see, so
 * arrow keys scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState({ left: false, right: false, down: false })

  useEffect(() => {
    const frame = ref.current
    if (!frame) return
    const measure = () => {
      const left = frame.scrollLeft > 1
      const right = frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 1
      // a frame given a height (a long table) scrolls down too, and needs focus for that as well
      const down = frame.scrollHeight > frame.clientHeight + 1
      setMore((was) =>
        was.left === left && was.right === right && was.down === down ? was : { left, right, down },
      )
    }
    measure()
    // the content may widen after it loads, and the screen may turn
    const observer = new ResizeObserver(measure)
    observer.observe(frame)
    if (frame.firstElementChild) observer.observe(frame.firstElementChild)
    frame.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      frame.removeEventListener('scroll', measure)
    }
  }, [])
  const overflows = more.left || more.right

  return (
    <div className="max-w-full">
      {/* above the frame: a long table's bottom edge may be far below the screen */}
      {overflows && (
        <p className="text-muted-foreground mb-1 text-xs" data-testid="scroll-hint">
          Scroll sideways for more <span aria-hidden="true">→</span>
        </p>
      )}
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
          tabIndex={overflows || more.down ? 0 : undefined}
          data-overflows={overflows || undefined}
          // relative: absolutely placed text inside (an sr-only label) is clipped here, not widening the page
          className={cn(
            'focus-visible:outline-ring relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2',
            className,
          )}
        >
          {children}
        </div>
        {more.left && (
          <div
            aria-hidden="true"
            className="from-foreground/15 pointer-events-none absolute inset-y-0 left-0 w-4 rounded-l-md bg-gradient-to-r"
          />
        )}
        {more.right && (
          <div
            aria-hidden="true"
            className="from-foreground/15 pointer-events-none absolute inset-y-0 right-0 w-4 rounded-r-md bg-gradient-to-l"
          />
        )}
      </div>
    </div>
  )
}
