import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { useGeneration } from './use-generation'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const reason =
  'Scout does not recognise "Door Wizard" as a building product. Type the kind of product it is, for example "composite decking" rather than a brand name.'

/** The browser's EventSource, replaying the job's events as the API streams them. */
function streamEvents(events: object[]) {
  class FakeEventSource extends EventTarget {
    static readonly CLOSED = 2
    readyState = 1
    constructor() {
      super()
      setTimeout(() =>
        events.forEach((event, i) => {
          const type = (event as { type: string }).type
          this.dispatchEvent(
            new MessageEvent(type, { data: JSON.stringify(event), lastEventId: String(i + 1) }),
          )
        }),
      )
    }
    close() {
      this.readyState = 2
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource)
}

/** `POST /api/omniclass/generate` answers `status` with `body`. */
function answerStart(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  )
}

async function generate(text: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>
  const { result } = renderHook(() => useGeneration(), { wrapper })
  act(() => result.current.start(text))
  await waitFor(() => expect(toast).toHaveBeenCalledTimes(1))
  expect(result.current.generation).toBeNull()
  return vi.mocked(toast).mock.calls[0]![0]
}

afterEach(() => {
  vi.mocked(toast).mockClear()
  vi.unstubAllGlobals()
})

describe('the home page told a text names no building product', () => {
  it('shows the same reason whether the API refused it at once (400) or the job did (failed event)', async () => {
    answerStart(400, { code: 'NOT_A_PRODUCT', message: reason })
    const refusedAtOnce = await generate('Door Wizard')
    vi.mocked(toast).mockClear()

    // the model's "not a building product" verdict arrives as the job's end, with the same code
    answerStart(202, { job_id: 'job-1' })
    streamEvents([
      {
        type: 'progress',
        step: 'checking',
        message: 'Checking whether "Door Wizard" is already in the catalogue',
      },
      { type: 'failed', code: 'NOT_A_PRODUCT', message: reason },
    ])
    const refusedByJob = await generate('Door Wizard')

    expect(refusedAtOnce).toEqual({
      variant: 'destructive',
      title: 'The omniclass was not generated',
      description: reason,
    })
    expect(refusedByJob).toEqual(refusedAtOnce)
  })
})
