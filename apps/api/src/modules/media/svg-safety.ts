/**
 * Why an SVG is refused, or null when it is a plain drawing. The check is deliberately blunt: anything that
 * could run code or make the rasteriser fetch something (scripts, event handlers, foreign HTML, DTD entities,
 * links that leave the document) is refused, at the price of refusing a few harmless files.
 *
 * Every pattern is linear in the file's length: no quantified run may cross a `<` (or the closing quote it
 * waits for), so a file of unterminated tags or quotes cannot make a check backtrack across the whole text.
 */
export function findSvgHazard(text: string): string | null {
  const checks: [RegExp, string][] = [
    [/<script[\s>/]/i, 'a script'],
    [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity declaration'],
    [/<foreignObject[\s>/]/i, 'a foreignObject'],
    // anywhere, not only inside a tag: blunt, and no tag has to be parsed to find it
    [/\son[a-z]+\s*=/i, 'an event handler attribute'],
    [/javascript:/i, 'a javascript: address'],
    [/@import/i, 'a stylesheet import'],
  ]
  for (const [pattern, reason] of checks) if (pattern.test(text)) return reason
  // links may point inside the document (#id) or embed a raster image; nothing else
  const isLocal = (target: string) => /^#/.test(target) || /^data:image\/(png|jpeg|gif|webp);/i.test(target)
  const links = [...text.matchAll(/href\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/gi)]
  for (const match of links) {
    const target = (match[1] ?? match[2]!).trim()
    if (!isLocal(target)) return `an external reference (${target.slice(0, 60)})`
  }
  // an href without quotes, or whose quote never closes, cannot be checked above; refuse it rather than guess
  if ((text.match(/href\s*=/gi)?.length ?? 0) !== links.length) return 'an unquoted link'
  const urls = [...text.matchAll(/url\(\s*(?:"([^"<]*)"|'([^'<]*)'|([^"'()<]*))\s*\)/gi)]
  for (const match of urls) {
    const target = (match[1] ?? match[2] ?? match[3]!).trim()
    if (!isLocal(target)) return `an external reference (url(${target.slice(0, 60)}))`
  }
  if ((text.match(/url\(/gi)?.length ?? 0) !== urls.length) return 'an unreadable url()'
  return null
}
