import { queryOptions } from '@tanstack/react-query'
import {
  MakerRequestReceiptSchema,
  MyMakerRequestSchema,
  type MakerRequestReceipt,
  type MyMakerRequest,
} from '@scout/shared/schemas/maker-request'
import { apiGet, apiSend } from '@/lib/api-client'

/** This user's open request for makers of the table (decision 018), or null. */
export function getMyMakerRequest(omniclass: string, signal?: AbortSignal): Promise<MyMakerRequest> {
  return apiGet('/api/omniclass/maker_requests/mine', MyMakerRequestSchema, { query: { omniclass }, signal })
}

export const myMakerRequestQuery = (omniclass: string) =>
  queryOptions({
    queryKey: ['omniclass', omniclass, 'maker-request'],
    queryFn: ({ signal }) => getMyMakerRequest(omniclass, signal),
  })

/** "Ask Scout to find makers": stored once per table and user; asking again answers the open one. */
export function askForMakers(omniclass: string, note: string): Promise<MakerRequestReceipt> {
  return apiSend('/api/omniclass/maker_requests', MakerRequestReceiptSchema, {
    method: 'POST',
    body: { omniclass, ...(note ? { note } : {}) },
  })
}
