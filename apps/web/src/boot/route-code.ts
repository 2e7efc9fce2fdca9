/**
 * On a table's page, the page's code starts downloading with the app instead of after it has run: the build
 * lists that code's files in index.html (boot-entry.ts, a JSON block), and this adds a modulepreload for each.
 * The router's lazy import then finds them fetched. Other pages load their code as before.
 */
export function preloadRouteCode(pathname: string) {
  if (!/^\/omniclass\/[^/]+\/?$/.test(pathname)) return
  const block = document.getElementById('scout-route-code')
  const files = (JSON.parse(block?.textContent || '{}') as { table?: string[] }).table ?? []
  for (const href of files) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}
