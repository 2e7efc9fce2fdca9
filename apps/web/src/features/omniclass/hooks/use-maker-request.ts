import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MyMakerRequest } from '@scout/shared/schemas/maker-request'
import { reasonOf } from '@/lib/api-client'
import { askForMakers, myMakerRequestQuery } from '../api/maker-requests'
import { omniclassManufacturersQuery } from '../api/list-omniclass-manufacturers'

/**
 * Step 3's "Ask Scout to find makers" (decision 018): offered only while the table has no manufacturer of its
 * own (its unexpanded list, the same read Step 3 makes, is empty), with this user's open request if any.
 * A failed `/mine` still offers the button: asking again only answers the open request.
 */
export function useMakerRequest(omniclass: string, enabled: boolean) {
  const client = useQueryClient()
  const own = useQuery({ ...omniclassManufacturersQuery(omniclass, false), enabled })
  const offered = enabled && own.data?.length === 0
  const mine = useQuery({ ...myMakerRequestQuery(omniclass), enabled: offered })
  const ask = useMutation({
    mutationFn: (note: string) => askForMakers(omniclass, note),
    onSuccess: (receipt, note) =>
      client.setQueryData<MyMakerRequest>(myMakerRequestQuery(omniclass).queryKey, {
        request: { ...receipt, note: note || null },
      }),
  })
  return {
    offered: offered && !mine.isPending,
    request: mine.data?.request ?? null,
    ask: (note: string) => ask.mutateAsync(note),
    asking: ask.isPending,
    error: ask.isError ? reasonOf(ask.error) : null,
  }
}
