import { Check, Loader2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { useDelayedFlag } from '@/hooks/use-delayed-flag'
import { useCountdown } from '../hooks/use-countdown'
import { generationBudgetSeconds, waitPanelDelayMs, type Generation } from '../hooks/use-generation'

export const waitText = 'Please wait while this new omniclass/product is being generated.'

// the panel has no handle on the search box, which is the page's only combobox
function focusSearchBox() {
  document.querySelector<HTMLInputElement>('[role="search"] [role="combobox"]')?.focus()
}

/**
 * Spec §2: after 500 ms of waiting, the panel with a 60-second countdown that ticks every second. The job's
 * progress steps are listed beside the countdown as they arrive, in a polite live region.
 */
export function GenerationPanel({
  generation,
  onCancel,
}: {
  generation: Generation | null
  onCancel: () => void
}) {
  const shown = useDelayedFlag(generation !== null, waitPanelDelayMs)
  const secondsLeft = useCountdown(generation?.startedAt ?? null, generationBudgetSeconds)
  const visible = generation !== null && shown
  const hasFocus = useRef(false)

  // when the panel goes (done, failed, cancelled) with focus inside, focus returns to the search
  useEffect(() => {
    if (visible || !hasFocus.current) return
    hasFocus.current = false
    if (document.activeElement === null || document.activeElement === document.body) focusSearchBox()
  }, [visible])

  if (!generation || !visible) return null
  const steps = generation.steps
  return (
    <section
      aria-labelledby="generation-title"
      className="mt-6 rounded-lg border bg-blue-50 p-5"
      data-testid="generation-panel"
      onFocus={() => (hasFocus.current = true)}
      onBlur={(event) => (hasFocus.current = event.currentTarget.contains(event.relatedTarget))}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Loader2 className="text-primary mt-0.5 size-5 shrink-0 animate-spin" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h2 id="generation-title" className="font-semibold">
              {waitText}
            </h2>
            <p className="text-muted-foreground mt-1 text-sm break-words">&ldquo;{generation.text}&rdquo;</p>
            <div role="status" aria-live="polite" aria-atomic="false" aria-label="Generation progress">
              {steps.length > 0 && (
                <ol className="mt-3 space-y-1 text-sm" data-testid="generation-steps">
                  {steps.map((step, index) => {
                    const isCurrent = index === steps.length - 1
                    return (
                      <li
                        key={`${index}-${step.step}`}
                        className={isCurrent ? 'flex gap-2 font-medium' : 'text-muted-foreground flex gap-2'}
                        aria-current={isCurrent ? 'step' : undefined}
                      >
                        {isCurrent ? (
                          <span
                            className="mt-0.5 flex size-4 shrink-0 items-center justify-center"
                            aria-hidden="true"
                          >
                            <span className="bg-primary size-2 rounded-full" />
                          </span>
                        ) : (
                          <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                        )}
                        <span className="min-w-0 break-words">{step.message}</span>
                      </li>
                    )
                  })}
                </ol>
              )}
            </div>
          </div>
        </div>
        <div className="flex items-center gap-3">
          <p
            className="text-2xl font-semibold tabular-nums"
            aria-label={`${secondsLeft} seconds left`}
            role="timer"
            data-testid="countdown"
          >
            {secondsLeft}s
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              onCancel()
              focusSearchBox()
            }}
          >
            Cancel
          </Button>
        </div>
      </div>
    </section>
  )
}
