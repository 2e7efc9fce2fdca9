/**
 * Why an SVG is refused, or null when it is a plain drawing. The check is deliberately blunt: anything that
 * could run code or make the rasteriser fetch something (scripts, event handlers, foreign HTML, DTD entities,
 * links that leave the document) is refused, at the price of refusing a few harmless files.
 */
export function findSvgHazard(text: string): string | null {
  const checks: [RegExp, string][] = [
    [/<script[\s>/]/i, 'a script'],
    [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity declaration'],
    [/<foreignObject[\s>/]/i, 'a foreignObject'],
    [/<[^>]*\son[a-z]+\s*=/i, 'an event handler attribute'],
    [/javascript:/i, 'a javascript: address'],
    [/@import/i, 'a stylesheet import'],
  ]
  for (const [pattern, reason] of checks) if (pattern.test(text)) return reason
  // links may point inside the document (#id) or embed a raster image; nothing else
  const isLocal = (target: string) => /^#/.test(target) || /^data:image\/(png|jpeg|gif|webp);/i.test(target)
  for (const match of text.matchAll(/(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis)) {
    if (!isLocal(match[2]!.trim())) return `an external reference (${match[2]!.trim().slice(0, 60)})`
  }
  for (const match of text.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis)) {
    if (!isLocal(match[2]!.trim())) return `an external reference (url(${match[2]!.trim().slice(0, 60)}))`
  }
  // an href without quotes cannot be checked above; refuse it rather than guess
  if (/href\s*=\s*[^"'\s]/i.test(text)) return 'an unquoted link'
  return null
}
