import { useEffect, useState } from 'react'

/** Seconds left of `totalSeconds`, ticking every second from `startedAt` (ms since epoch); null when stopped. */
export function useCountdown(startedAt: number | null, totalSeconds: number): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (startedAt === null) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [startedAt])
  if (startedAt === null) return null
  return Math.max(0, totalSeconds - Math.floor((Math.max(now, startedAt) - startedAt) / 1000))
}
