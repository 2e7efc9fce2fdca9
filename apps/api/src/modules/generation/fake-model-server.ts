import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ModelCall = {
  url: string
  authorization: string | undefined
  body: { model: string; messages: { role: string; content: string }[] }
}
type Behaviour = (call: ModelCall, response: http.ServerResponse) => void

/** An answer in the OpenAI chat completions shape, with `content` as the assistant's text. */
export function answerWith(content: string): Behaviour {
  return (_call, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        id: 'cmpl-test',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    )
  }
}

export const failWith =
  (status: number): Behaviour =>
  (_call, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { message: 'overloaded' } }))
  }

/**
 * A local stand-in for an OpenAI-compatible endpoint (node:http on 127.0.0.1, a free port): records each
 * call and answers as the test tells it. `hold` keeps calls waiting until `release` answers them.
 */
export async function startFakeModelServer() {
  const calls: ModelCall[] = []
  const held: { call: ModelCall; response: http.ServerResponse }[] = []
  let behaviour: Behaviour = failWith(500)
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const call = {
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      }
      calls.push(call)
      behaviour(call, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    set(next: Behaviour) {
      behaviour = next
    },
    /** calls wait until `release(answer)` */
    get waiting() {
      return held.length
    },
    hold() {
      behaviour = (call, response) => held.push({ call, response })
    },
    release(next: Behaviour) {
      behaviour = next
      for (const { call, response } of held.splice(0)) next(call, response)
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
