import type { Config } from '../../config/env'

export type ModelSettings = NonNullable<Config['llm']>
export type ChatMessage = { role: 'system' | 'user'; content: string }

export class ModelError extends Error {}
/** The model answered, but not in the shape asked for: it is reachable, so the breaker is not tripped by it. */
export class ModelShapeError extends ModelError {}

/**
 * One call to an OpenAI-compatible chat completions endpoint (`{LLM_BASE_URL}/chat/completions`), answered
 * with the first choice's text. Gives up after `timeoutMs` or when `signal` aborts; any failure is a
 * ModelError, so callers fall back to the built-in engine or the template.
 */
export async function completeChat(
  settings: ModelSettings,
  messages: ChatMessage[],
  options: { timeoutMs: number; signal?: AbortSignal; json?: boolean },
): Promise<string> {
  const signals = [AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])]
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0.2,
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: AbortSignal.any(signals),
    })
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${options.timeoutMs} ms`
        : (error as Error).message
    throw new ModelError(`The model could not be reached: ${reason}`)
  }
  if (!response.ok) throw new ModelError(`The model answered ${response.status}`)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new ModelError('The model did not answer with JSON')
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content
  if (typeof content !== 'string' || !content.trim())
    throw new ModelError('The model answered without any text')
  return content
}

/** The JSON object in a model's text, which some models wrap in a Markdown code fence. */
export function parseModelJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)
  const text = (fenced ? fenced[1]! : content).trim()
  try {
    return JSON.parse(text)
  } catch {
    throw new ModelShapeError('The model did not answer with valid JSON')
  }
}
