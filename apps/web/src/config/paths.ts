import { toUrlName } from '@scout/shared/domain/names'

/** Every in-app address, built in one place (bulletproof-react's path registry). */
export const paths = {
  home: (selectedOption?: string) =>
    selectedOption ? `/?selectedOption=${encodeURIComponent(selectedOption)}` : '/',
  login: (redirectTo?: string, reason?: 'ended') => {
    const query = new URLSearchParams()
    if (redirectTo && redirectTo !== '/') query.set('redirectTo', redirectTo)
    if (reason) query.set('reason', reason)
    const text = query.toString()
    return text ? `/login?${text}` : '/login'
  },
  logout: () => '/logout',
  privacy: () => '/privacy',
  register: () => '/register',
  omniclass: (name: string) => `/omniclass/${encodeURIComponent(toUrlName(name))}`,
  omniclassBy: (name: string, manufacturer: string) =>
    `/omniclass/${encodeURIComponent(toUrlName(name))}/by/${encodeURIComponent(toUrlName(manufacturer))}`,
  manufacturer: (title: string) => `/manufacturer/${encodeURIComponent(toUrlName(title))}`,
  myRequests: () => '/requests',
  admin: () => '/admin',
  adminManufacturerEdit: (title: string) =>
    `/admin/manufacturer/edit/${encodeURIComponent(toUrlName(title))}`,
}
