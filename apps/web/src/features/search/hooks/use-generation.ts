import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { GenerateRequestSchema, generationBudgetMs } from '@scout/shared/schemas/generation'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import {
  followGeneration,
  type GenerationHandle,
  type GenerationListener,
  type GenerationProgress,
} from '../api/follow-generation'
import { notGeneratedTitle, stopToast } from '../lib/generation-failure'
import type { GenerationEnd } from '../lib/generation-stream'

/** Spec §9: generation may take 60 seconds; the waiting panel shows after 500 ms. */
export const generationBudgetSeconds = generationBudgetMs / 1000
export const waitPanelDelayMs = 500

/** Starts a generation job for `text` and reports to `listener` until stopped (api/follow-generation.ts). */
export type GenerationSource = (text: string, listener: GenerationListener) => GenerationHandle

export type Generation = { text: string; startedAt: number; steps: GenerationProgress[] }

/**
 * The home page's generation: the job's progress while it runs; when it is done, the table's parameter
 * search (the new table, or the existing one the text named); a toast when it fails.
 */
export function useGeneration(source: GenerationSource = followGeneration) {
  const navigate = useNavigate()
  const [generation, setGeneration] = useState<Generation | null>(null)
  // the job being followed; reports from a job that was replaced or stopped are dropped
  const current = useRef<{ handle: GenerationHandle | null } | null>(null)

  const stop = useCallback((cancelJob: boolean) => {
    current.current?.handle?.stop({ cancelJob })
    current.current = null
  }, [])

  const cancel = useCallback(() => {
    stop(true)
    setGeneration(null)
  }, [stop])

  const finish = useCallback(
    (end: GenerationEnd) => {
      // the panel stays while the table's page loads, so the page does not flash back to a bare search
      if (end.type === 'done') return void navigate(paths.omniclass(end.name))
      setGeneration(null)
      // a text that names no product reads alike, refused before the job (400) or by it (failed event)
      toast(stopToast(end))
    },
    [navigate],
  )

  const start = useCallback(
    (text: string) => {
      stop(true)
      // the server's rule, checked here too, so the reason reads as a sentence rather than a field path
      const checked = GenerateRequestSchema.shape.text.safeParse(text)
      if (!checked.success) {
        setGeneration(null)
        const description = checked.error.issues[0]?.message
        return void toast({ variant: 'destructive', title: notGeneratedTitle, description })
      }
      const job: { handle: GenerationHandle | null } = { handle: null }
      current.current = job
      setGeneration({ text, startedAt: Date.now(), steps: [] })
      job.handle = source(text, {
        onProgress: (step) => {
          if (current.current !== job) return
          setGeneration((state) => (state ? { ...state, steps: [...state.steps, step] } : state))
        },
        onEnd: (end) => {
          if (current.current !== job) return
          current.current = null
          finish(end)
        },
      })
    },
    [source, stop, finish],
  )

  // leaving the page closes the stream; the job itself finishes on the server for whoever asks next
  useEffect(() => () => stop(false), [stop])
  return { generation, start, cancel }
}
