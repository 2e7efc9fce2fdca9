import { startEarlyRequests } from './early-requests'
import { preloadRouteCode } from './route-code'

// index.html loads this as its own small async module, ahead of the app: the page's first reads start now
// instead of after the app's scripts have downloaded and run. A config.js that is missing or broken is the
// app's to report (config/env.ts), so nothing starts here then.
const config = window.__SCOUT_CONFIG__ as { apiHost?: unknown } | undefined
if (typeof config?.apiHost === 'string') {
  try {
    startEarlyRequests(config.apiHost, window.location.pathname)
  } catch {
    // an apiHost that is no URL: config/env.ts says so when the app starts
  }
}
try {
  preloadRouteCode(window.location.pathname)
} catch {
  // a missing or unreadable list only means the page's code loads when the router asks for it
}
