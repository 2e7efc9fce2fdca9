import { Loader2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useDelayedFlag } from '@/hooks/use-delayed-flag'
import { useCountdown } from '../hooks/use-countdown'
import { generationBudgetSeconds, waitPanelDelayMs, type Generation } from '../hooks/use-generation'

export const waitText = 'Please wait while this new omniclass/product is being generated.'

/**
 * Spec §2: after 500 ms of waiting, the panel with a 60-second countdown that ticks every second.
 * A job's progress events are listed beside the countdown as they arrive.
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
  if (!generation || !shown) return null
  return (
    <section
      aria-labelledby="generation-title"
      className="mt-6 rounded-lg border bg-blue-50 p-5"
      data-testid="generation-panel"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <Loader2 className="text-primary mt-0.5 size-5 shrink-0 animate-spin" aria-hidden="true" />
          <div>
            <h2 id="generation-title" className="font-semibold">
              {waitText}
            </h2>
            <p className="text-muted-foreground mt-1 text-sm">&ldquo;{generation.text}&rdquo;</p>
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
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
      {generation.events.length > 0 && (
        <ol
          aria-label="Progress"
          aria-live="polite"
          className="mt-4 list-inside list-decimal space-y-1 text-sm"
        >
          {generation.events.map((event) => (
            <li key={event.at}>{event.message}</li>
          ))}
        </ol>
      )}
    </section>
  )
}
