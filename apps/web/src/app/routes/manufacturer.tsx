import { useLoaderData, useLocation, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import { orRouteError, requireParam } from '@/lib/route-errors'
import { getManufacturer } from '@/features/manufacturers/api/get-manufacturer'
import { ManufacturerPage } from '@/features/manufacturers/components/manufacturer-page'
import { ErrorScreen } from '../error-screen'

export async function loader({ params, request }: LoaderFunctionArgs): Promise<Manufacturer> {
  const title = requireParam(params.title, 'No title provided')
  return orRouteError(getManufacturer(title, request.signal))
}

/** The omniclass the user came from, when the parameter search passed it along (spec §2). */
function omniclassFrom(state: unknown): string | null {
  const omniclass = (state as { omniclass?: unknown } | null)?.omniclass
  return typeof omniclass === 'string' && omniclass ? omniclass : null
}

export function Component() {
  const manufacturer = useLoaderData() as Manufacturer
  const user = useRouteLoaderData('session') as User
  const location = useLocation()
  return (
    <ManufacturerPage
      key={manufacturer.title}
      manufacturer={manufacturer}
      omniclass={omniclassFrom(location.state)}
      canEdit={user.role === 'admin'}
    />
  )
}

export const ErrorBoundary = ErrorScreen
