import { describe, expect, it } from 'vitest'
import { createReplayCursor, isEndEvent, parseGenerationEvent } from './generation-stream'

const progress = { type: 'progress', step: 'checking', message: 'Checking whether "Felt Baffles" is new' }
const done = {
  type: 'done',
  name: 'Felt Baffles',
  created: true,
  source: 'generated',
  suggested_number: '23-35 47',
  engine: 'builtin',
}

describe('parseGenerationEvent', () => {
  it('reads each event the stream names', () => {
    expect(parseGenerationEvent(JSON.stringify(progress))).toEqual(progress)
    expect(parseGenerationEvent(JSON.stringify(done))).toEqual(done)
    expect(parseGenerationEvent('{"type":"failed","message":"Generation failed"}')).toEqual({
      type: 'failed',
      message: 'Generation failed',
    })
    expect(parseGenerationEvent('{"type":"cancelled","message":"Generation was cancelled."}')?.type).toBe(
      'cancelled',
    )
  })

  it('refuses data outside the contract instead of guessing', () => {
    expect(parseGenerationEvent('not json')).toBeNull()
    expect(parseGenerationEvent('')).toBeNull()
    expect(parseGenerationEvent(undefined)).toBeNull()
    expect(parseGenerationEvent('{"type":"progress","step":"dreaming","message":"?"}')).toBeNull()
    expect(parseGenerationEvent(JSON.stringify({ ...done, name: undefined }))).toBeNull()
    expect(parseGenerationEvent('{"type":"finished"}')).toBeNull()
  })

  it('tells the events that end the stream from progress', () => {
    expect(isEndEvent(parseGenerationEvent(JSON.stringify(progress))!)).toBe(false)
    expect(isEndEvent(parseGenerationEvent(JSON.stringify(done))!)).toBe(true)
  })
})

describe('createReplayCursor', () => {
  it('passes every event of a single connection on', () => {
    const cursor = createReplayCursor()
    expect([cursor.take(), cursor.take(), cursor.take()]).toEqual([true, true, true])
  })

  it('skips the replayed events after a reconnect and passes the rest on', () => {
    const cursor = createReplayCursor()
    cursor.take()
    cursor.take()
    cursor.restart()
    // the server sends the two known events again, then the new ones
    expect([cursor.take(), cursor.take(), cursor.take(), cursor.take()]).toEqual([false, false, true, true])
    cursor.restart()
    expect([cursor.take(), cursor.take(), cursor.take(), cursor.take(), cursor.take()]).toEqual([
      false,
      false,
      false,
      false,
      true,
    ])
  })

  it("reads positions from the events' ids: a stream resumed after Last-Event-ID starts past the first event", () => {
    const cursor = createReplayCursor()
    expect([cursor.take('1'), cursor.take('2')]).toEqual([true, true])
    cursor.restart()
    // the browser sent Last-Event-ID: 2, so the server sends only what follows
    expect([cursor.take('3'), cursor.take('4')]).toEqual([true, true])
    cursor.restart()
    // a replay from the start is skipped alike
    expect(['1', '2', '3', '4', '5'].map((id) => cursor.take(id))).toEqual([false, false, false, false, true])
  })

  it('hands a polled list on from where the stream stopped, once', () => {
    const cursor = createReplayCursor()
    cursor.take()
    expect(cursor.takeNew(['a', 'b', 'c'])).toEqual(['b', 'c'])
    expect(cursor.takeNew(['a', 'b', 'c'])).toEqual([])
    expect(cursor.takeNew(['a', 'b', 'c', 'd'])).toEqual(['d'])
    // a stream that reconnects after polling does not repeat them either
    cursor.restart()
    expect([1, 2, 3, 4, 5].map(() => cursor.take())).toEqual([false, false, false, false, true])
  })
})
