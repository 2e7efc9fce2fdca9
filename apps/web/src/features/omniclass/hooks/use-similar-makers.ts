import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { reasonOf } from '@/lib/api-client'
import { associateMaker, similarMakersQuery } from '../api/list-similar-makers'

import type { SimilarMaker } from '@scout/shared/schemas/manufacturer'

// one empty list, so that what is derived from it is not recomputed on every render
const none: SimilarMaker[] = []

/**
 * Step 3's makers of similar products, and the administrator's Associate. A failed list is no list: the
 * real manufacturers above it stay usable, so it shows nothing rather than an error.
 */
export function useSimilarMakers(omniclass: string, enabled: boolean) {
  const client = useQueryClient()
  const query = useQuery({ ...similarMakersQuery(omniclass), enabled })
  const associate = useMutation({
    mutationFn: (title: string) => associateMaker(omniclass, title),
    onSuccess: async (_answer, title) => {
      toast({
        variant: 'success',
        title: 'Associated',
        description: `${title} is now a manufacturer of ${omniclass}.`,
      })
      // the real list gains it, the similar list empties (the table has a manufacturer of its own now)
      await client.invalidateQueries({ queryKey: ['omniclass', omniclass] })
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Not associated', description: reasonOf(error) }),
  })
  return {
    makers: query.data ?? none,
    /** answered (or failed): whether there are any is known */
    settled: !query.isPending,
    associate: (title: string) => associate.mutate(title),
    associating: associate.isPending ? associate.variables : null,
  }
}
