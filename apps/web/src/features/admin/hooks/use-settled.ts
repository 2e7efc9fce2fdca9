import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react'

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

/** A promise that never rejects, so a loader can hand it to the page without an unhandled rejection. */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
}

/**
 * The value of a loader's pending read: null while it loads (pages show skeletons then), then the value,
 * which the page may change locally (a deleted row leaves the list). A failure becomes `onError`'s value.
 */
export function useSettled<T>(
  pending: Promise<Settled<T>>,
  onError: (error: unknown) => T,
): [T | null, Dispatch<SetStateAction<T | null>>] {
  const [state, setState] = useState<{ source: Promise<Settled<T>>; value: T | null }>({
    source: pending,
    value: null,
  })
  useEffect(() => {
    let live = true
    void pending.then((result) => {
      if (live) setState({ source: pending, value: result.ok ? result.value : onError(result.error) })
    })
    return () => {
      live = false
    }
    // onError is read once per load; a new function each render must not reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending])
  const setValue = useCallback<Dispatch<SetStateAction<T | null>>>(
    (update) =>
      setState((current) => ({
        ...current,
        value: typeof update === 'function' ? (update as (v: T | null) => T | null)(current.value) : update,
      })),
    [],
  )
  return [state.source === pending ? state.value : null, setValue]
}

/** Loads when `deps` change (null meanwhile); the page may then change the value locally. */
export function useLoaded<T>(load: () => Promise<T>, deps: unknown[], onError: (error: unknown) => T) {
  // the caller lists what the load depends on; they are plain values, so their JSON is a fair key
  const key = JSON.stringify(deps)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pending = useMemo(() => settle(load()), [key])
  return useSettled(pending, onError)
}
