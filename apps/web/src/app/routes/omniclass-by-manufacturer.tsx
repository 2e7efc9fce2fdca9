import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { orRouteError, requireParam, revalidateOnPathChange } from '@/lib/route-errors'
import { getOmniclass } from '@/features/omniclass/api/get-omniclass'
import { ParameterSearch } from '@/features/omniclass/components/parameter-search'
import { SuggestingParameters } from '@/features/omniclass/components/suggesting-parameters'
import { useSettledOmniclass } from '@/features/omniclass/hooks/use-settled-omniclass'
import { getManufacturer } from '@/features/manufacturers/api/get-manufacturer'
import { ManufacturerAside } from '@/features/manufacturers/components/manufacturer-aside'
import { LazyRequestDialog } from '@/features/rfi/components/lazy-request-dialog'
import { shouldReopenRequest } from '@/features/rfi/lib/unsent-request'
import { ErrorScreen } from '../error-screen'

type LoaderData = { omniclass: Omniclass; manufacturer: Manufacturer }

export async function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const identifier = requireParam(params.identifier, 'No identifier provided')
  const title = requireParam(params.manufacturerTitle, 'No manufacturer title provided')
  // the variant's parameters are that manufacturer's own (decisions.md §3)
  const [omniclass, manufacturer] = await Promise.all([
    orRouteError(getOmniclass(identifier, title, request.signal)),
    orRouteError(getManufacturer(title, request.signal)),
  ])
  return { omniclass, manufacturer }
}

/** Spec §2: the parameter search restricted to one manufacturer. */
export function Component() {
  const loaded = useLoaderData() as LoaderData
  const { manufacturer } = loaded
  const omniclass = useSettledOmniclass(loaded.omniclass, manufacturer.title)
  const user = useRouteLoaderData('session') as User
  if (omniclass.parameters_pending) return <SuggestingParameters omniclass={omniclass} />
  return (
    <ParameterSearch
      key={`${omniclass.name}|${manufacturer.title}`}
      omniclass={omniclass}
      manufacturerTitle={manufacturer.title}
      renderAside={(openRequest) => (
        <ManufacturerAside manufacturer={manufacturer} omniclass={omniclass.name} onRequest={openRequest} />
      )}
      // back from signing in again after the session ended mid-request: the request opens as it was left
      reopenRequest={shouldReopenRequest(user.email, omniclass.name, [manufacturer.title])}
      renderRequestDialog={(props) => (
        <LazyRequestDialog {...props} defaultName={user.name ?? ''} defaultEmail={user.email} />
      )}
    />
  )
}

export const ErrorBoundary = ErrorScreen

export const shouldRevalidate = revalidateOnPathChange
