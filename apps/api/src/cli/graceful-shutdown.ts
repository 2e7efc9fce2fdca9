import closeWithGrace from 'close-with-grace'

type Log = { info: (message: string) => void; error: (details: object, message: string) => void }

/**
 * SIGTERM or SIGINT (or a crash) runs `stop` once: stop taking connections, finish the requests in
 * flight, close the database. A stop that hangs is cut at 8 s, inside the 10 s a supervisor waits
 * before SIGKILL. `npm start` in a terminal delivers Ctrl-C twice (from the terminal and passed on by
 * npm), so a repeat within a second is that echo; a later second signal stops at once.
 */
export function onShutdown(log: Log, stop: () => Promise<void>) {
  let reason = 'stop'
  const closer = closeWithGrace(
    {
      delay: 8_000,
      skip: ['SIGINT', 'SIGTERM'],
      logger: { error: (message: unknown) => log.error({}, String(message)) },
    },
    async ({ err }) => {
      if (err) log.error({ err }, 'shutting down after an error')
      else log.info(`${reason}: finishing the requests in flight, then stopping`)
      await stop()
    },
  )
  let firstAt = 0
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!firstAt) {
        firstAt = Date.now()
        reason = signal
        void closer.close()
      } else if (Date.now() - firstAt > 1_000) {
        log.error({}, `second ${signal}: stopping now`)
        process.exit(1)
      }
    })
  }
}
