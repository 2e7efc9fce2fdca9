import { useCallback, useEffect, useRef, useState } from 'react'

/** Spec §9: generation may take 60 seconds; the waiting panel shows after 500 ms. */
export const generationBudgetSeconds = 60
export const waitPanelDelayMs = 500

/** A step a generation job reports (decisions.md §4: it streams its progress). */
export type GenerationEvent = { at: number; message: string }

/**
 * Starts a generation job for `text` and reports its progress through `onEvent`, until `signal` aborts.
 * The job itself belongs to a later issue; until then no source is given and only the countdown runs.
 */
export type GenerationSource = (
  text: string,
  onEvent: (event: GenerationEvent) => void,
  signal: AbortSignal,
) => void

export type Generation = { text: string; startedAt: number; events: GenerationEvent[] }

export function useGeneration(source?: GenerationSource) {
  const [generation, setGeneration] = useState<Generation | null>(null)
  const controller = useRef<AbortController | null>(null)

  const cancel = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    setGeneration(null)
  }, [])

  const start = useCallback(
    (text: string) => {
      controller.current?.abort()
      const next = new AbortController()
      controller.current = next
      setGeneration({ text, startedAt: Date.now(), events: [] })
      source?.(
        text,
        (event) =>
          setGeneration((current) =>
            current && !next.signal.aborted ? { ...current, events: [...current.events, event] } : current,
          ),
        next.signal,
      )
    },
    [source],
  )

  useEffect(() => () => controller.current?.abort(), [])
  return { generation, start, cancel }
}
