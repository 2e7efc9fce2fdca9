import { createBrowserRouter, type RouteObject } from 'react-router'
import { lazyRoute } from '@/lib/lazy-route'
import { requireSession } from '@/lib/require-session'
import { AppLayout } from './app-layout'
import { ErrorScreen } from './error-screen'
import { RootLayout } from './root-layout'
import { adminRoute } from './routes/admin/admin-routes'

/** Routes signed-in users reach (spec §2). Feature issues add their pages here. */
export const sessionRoutes: RouteObject[] = [
  { index: true, lazy: lazyRoute('home', () => import('./routes/home')) },
  // optional segments, so a missing identifier or title reaches the loader and gets the spec's message
  { path: 'omniclass/:identifier?', lazy: lazyRoute('omniclass', () => import('./routes/omniclass')) },
  {
    path: 'omniclass/:identifier/by/:manufacturerTitle?',
    lazy: lazyRoute('omniclass-by-manufacturer', () => import('./routes/omniclass-by-manufacturer')),
  },
  { path: 'manufacturer/:title?', lazy: lazyRoute('manufacturer', () => import('./routes/manufacturer')) },
  { path: 'requests', lazy: lazyRoute('my-requests', () => import('./routes/my-requests')) },
  adminRoute,
  { path: '*', lazy: lazyRoute('not-found', () => import('./routes/not-found')) },
]

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    // spec §4: while the session loads, nothing renders
    HydrateFallback: () => null,
    children: [
      { path: 'login', lazy: lazyRoute('login', () => import('./routes/login')) },
      { path: 'logout', lazy: lazyRoute('logout', () => import('./routes/logout')) },
      { path: 'privacy', lazy: lazyRoute('privacy', () => import('./routes/privacy')) },
      { path: 'register', lazy: lazyRoute('register', () => import('./routes/register')) },
      { path: 'invite/signup', lazy: lazyRoute('invite-signup', () => import('./routes/invite-signup')) },
      {
        id: 'session',
        loader: requireSession,
        element: <AppLayout />,
        errorElement: <ErrorScreen />,
        children: sessionRoutes,
      },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
