import { useEffect, useState } from 'react'

/**
 * True once `active` has stayed true for `delayMs`; false again as soon as it is not. The spec delays
 * several things this way (loading indicator 400 ms, waiting panel 500 ms, quick links 100 ms) so fast
 * answers do not flash.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => {
      clearTimeout(timer)
      setShown(false)
    }
  }, [active, delayMs])
  return active && shown
}
