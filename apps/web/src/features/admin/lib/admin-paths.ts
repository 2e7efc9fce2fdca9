import { fromUrlName, toUrlName } from '@scout/shared/domain/names'

const segment = (name: string) => encodeURIComponent(toUrlName(name))

/** Every admin address (spec §2), built in one place; names travel with spaces as underscores. */
export const adminPaths = {
  dashboard: () => '/admin',
  status: () => '/admin/status',
  log: () => '/admin/log',
  mailOutbox: (status?: 'failed' | 'pending') => `/admin/mail/outbox${status ? `?status=${status}` : ''}`,
  omniclassSearch: () => '/admin/omniclass/search',
  omniclassUnreviewed: () => '/admin/omniclass/unreviewed',
  omniclassUpload: () => '/admin/omniclass/upload',
  omniclassEnrich: () => '/admin/omniclass/enrich',
  omniclassMissingManufacturers: () => '/admin/omniclass/missing_manufacturers',
  omniclassWantedMakers: () => '/admin/omniclass/wanted_makers',
  omniclassCreateVariant: (omniclass?: string, manufacturer?: string) => {
    const query = new URLSearchParams()
    if (omniclass) query.set('omniclass', omniclass)
    if (manufacturer) query.set('manufacturer', manufacturer)
    const text = query.toString()
    return `/admin/omniclass/create/variant${text ? `?${text}` : ''}`
  },
  omniclassView: (name: string) => `/admin/omniclass/view/${segment(name)}`,
  omniclassViewBy: (name: string, manufacturer: string) =>
    `/admin/omniclass/view/${segment(name)}/by/${segment(manufacturer)}`,
  omniclassEdit: (name: string) => `/admin/omniclass/edit/${segment(name)}`,
  omniclassEditBy: (name: string, manufacturer: string) =>
    `/admin/omniclass/edit/${segment(name)}/by/${segment(manufacturer)}`,
  manufacturerUpload: () => '/admin/manufacturer/upload',
  manufacturerCreate: () => '/admin/manufacturer/create',
  manufacturerSearch: () => '/admin/manufacturer/search',
  manufacturerAll: () => '/admin/manufacturer/utilities/all',
  manufacturerUploadLogos: () => '/admin/manufacturer/utilities/upload_logos',
  manufacturerEdit: (title: string) => `/admin/manufacturer/edit/${segment(title)}`,
  manufacturer: (title: string) => `/admin/${segment(title)}`,
  usersInvite: () => '/admin/users/invite',
  publicManufacturer: (title: string) => `/manufacturer/${segment(title)}`,
}

/** Route identifiers arrive URL-decoded by the router; underscores stand for spaces (spec §5). */
export function nameFromParam(param: string | undefined): string | undefined {
  return param === undefined || param.trim() === '' ? undefined : fromUrlName(param)
}
