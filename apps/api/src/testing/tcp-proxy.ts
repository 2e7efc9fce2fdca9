import net from 'node:net'

type Pair = { client: net.Socket; upstream: net.Socket; held: { to: net.Socket; chunk: Buffer }[] }

/**
 * A TCP proxy in front of PostgreSQL. `cut()` is the database going away (every connection reset, new ones
 * refused); `partition()` is a network that silently stops carrying packets: connections stay open and bytes
 * are held, as a dropped route would, until `heal()` delivers them.
 */
export function createTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<Pair>()
  let server: net.Server | null = null
  let port = 0
  let partitioned = false

  function forward(pair: Pair, from: net.Socket, to: net.Socket) {
    from.on('data', (chunk: Buffer) => {
      if (partitioned) pair.held.push({ to, chunk })
      else to.write(chunk)
    })
  }

  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        const pair: Pair = { client, upstream, held: [] }
        pairs.add(pair)
        for (const s of [client, upstream]) {
          s.on('close', () => {
            pairs.delete(pair)
            client.destroy()
            upstream.destroy()
          })
          s.on('error', () => s.destroy())
        }
        forward(pair, client, upstream)
        forward(pair, upstream, client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy()
        upstream.destroy()
      }
      server!.close(() => resolve())
    })
  const partition = () => {
    partitioned = true
  }
  const heal = () => {
    partitioned = false
    for (const pair of pairs) {
      for (const { to, chunk } of pair.held.splice(0)) if (!to.destroyed) to.write(chunk)
    }
  }
  return {
    open,
    cut,
    partition,
    heal,
    get port() {
      return port
    },
  }
}
