import type { RouteObject } from 'react-router'
import { lazyRoute } from '@/lib/lazy-route'
import { requireAdmin } from './require-admin'

const page = (path: string, chunk: string, load: () => Promise<object>): RouteObject => ({
  path,
  lazy: lazyRoute(chunk, load),
})

/**
 * The admin area (spec §2). The layout's loader checks the role; every page is its own lazy chunk, so none of
 * this code weighs on the professional's pages.
 */
export const adminRoute: RouteObject = {
  path: 'admin',
  loader: requireAdmin,
  lazy: lazyRoute('admin-layout', () => import('./layout')),
  children: [
    {
      // a pathless boundary keeps the admin navigation on screen when one page fails
      lazy: lazyRoute('admin-error', () => import('./page-error')),
      children: [
        { index: true, lazy: lazyRoute('admin-dashboard', () => import('./dashboard')) },
        page('status', 'admin-status', () => import('./status')),
        page('log', 'admin-log', () => import('./log')),
        page('omniclass/search', 'admin-omniclass-search', () => import('./omniclass-search')),
        page('omniclass/unreviewed', 'admin-omniclass-unreviewed', () => import('./omniclass-unreviewed')),
        page('omniclass/upload', 'admin-omniclass-upload', () => import('./omniclass-upload')),
        page('omniclass/enrich', 'admin-omniclass-enrich', () => import('./omniclass-enrich')),
        page(
          'omniclass/missing_manufacturers',
          'admin-omniclass-missing',
          () => import('./omniclass-missing-manufacturers'),
        ),
        page(
          'omniclass/wanted_makers',
          'admin-omniclass-wanted-makers',
          () => import('./omniclass-wanted-makers'),
        ),
        page(
          'omniclass/create/variant',
          'admin-omniclass-create-variant',
          () => import('./omniclass-create-variant'),
        ),
        page('omniclass/view/:identifier', 'admin-omniclass-view', () => import('./omniclass-view')),
        page(
          'omniclass/view/:identifier/by/:manufacturerTitle',
          'admin-omniclass-view',
          () => import('./omniclass-view'),
        ),
        page('omniclass/edit/:identifier', 'admin-omniclass-edit', () => import('./omniclass-edit')),
        page(
          'omniclass/edit/:identifier/by/:manufacturerTitle',
          'admin-omniclass-edit',
          () => import('./omniclass-edit'),
        ),
        page('manufacturer/upload', 'admin-manufacturer-upload', () => import('./manufacturer-upload')),
        page('manufacturer/create', 'admin-manufacturer-create', () => import('./manufacturer-create')),
        page('manufacturer/search', 'admin-manufacturer-search', () => import('./manufacturer-search')),
        page('manufacturer/utilities/all', 'admin-manufacturer-all', () => import('./manufacturer-all')),
        page(
          'manufacturer/utilities/upload_logos',
          'admin-manufacturer-logos',
          () => import('./manufacturer-upload-logos'),
        ),
        page('manufacturer/edit/:title', 'admin-manufacturer-edit', () => import('./manufacturer-edit')),
        page('users/invite', 'admin-users-invite', () => import('./users-invite')),
        page('mail/outbox', 'admin-mail-outbox', () => import('./mail-outbox')),
        page(':title', 'admin-manufacturer', () => import('./manufacturer')),
      ],
    },
  ],
}
