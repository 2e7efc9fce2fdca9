import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { orRouteError, requireParam, revalidateOnPathChange } from '@/lib/route-errors'
import { getOmniclass } from '@/features/omniclass/api/get-omniclass'
import { ParameterSearch } from '@/features/omniclass/components/parameter-search'
import { SuggestingParameters } from '@/features/omniclass/components/suggesting-parameters'
import { useSettledOmniclass } from '@/features/omniclass/hooks/use-settled-omniclass'
import { LazyRequestDialog } from '@/features/rfi/components/lazy-request-dialog'
import { shouldReopenRequest } from '@/features/rfi/lib/unsent-request'
import { ErrorScreen } from '../error-screen'

export async function loader({ params, request }: LoaderFunctionArgs): Promise<Omniclass> {
  const identifier = requireParam(params.identifier, 'No identifier provided')
  return orRouteError(getOmniclass(identifier, undefined, request.signal))
}

export function Component() {
  const omniclass = useSettledOmniclass(useLoaderData() as Omniclass)
  const user = useRouteLoaderData('session') as User
  if (omniclass.parameters_pending) return <SuggestingParameters omniclass={omniclass} />
  return (
    <ParameterSearch
      key={omniclass.name}
      omniclass={omniclass}
      canAssociate={user.role === 'admin'}
      // back from signing in again after the session ended mid-request: the request opens as it was left
      reopenRequest={shouldReopenRequest(user.email, omniclass.name)}
      renderRequestDialog={(props) => (
        <LazyRequestDialog {...props} defaultName={user.name ?? ''} defaultEmail={user.email} />
      )}
    />
  )
}

export const ErrorBoundary = ErrorScreen

export const shouldRevalidate = revalidateOnPathChange
