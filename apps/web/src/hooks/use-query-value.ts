import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'

/**
 * A cached read as the page shows it: null while it first loads (pages show skeletons then), `fallback`
 * after a failure (its toast comes from the query's meta), and an updater that edits the cached value in
 * place, so a deleted row leaves the list without a refetch.
 */
export function useQueryValue<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  fallback: T,
): [T | null, (update: (value: T) => T) => void] {
  const query = useQuery(options)
  const client = useQueryClient()
  const value = query.data ?? (query.isError ? fallback : null)
  const update = (change: (value: T) => T) =>
    client.setQueryData<T>(options.queryKey, (old) => (old === undefined ? old : change(old)))
  return [value, update]
}
