/**
 * How much drawing an SVG asks for, measured with one linear scan of its tags before any rasteriser sees it.
 * A 1.4 KB file of nested `<use>` references (each group using the one below ten times) expands to millions
 * of shapes: librsvg spent 40 s of a worker thread on one before giving up at 500,000, and four such uploads
 * took every thread the media server reads files with. Counting the expansion here costs microseconds.
 */
export const svgLimits = { maxBytes: 512 * 1024, maxElements: 5_000, maxDrawnElements: 20_000 }

type Node = { id?: string; uses: string[]; elements: number }

// one tag at a time; no run crosses a `<`, so an unterminated tag cannot make the scan backtrack across the file
const tagPattern = /<(\/?)([A-Za-z][\w:.-]*)((?:"[^"<]*"|'[^'<]*'|[^'"<>])*)>/g
const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(attributes)?.[2]

/** Why the SVG is too costly to draw, or null. */
export function findSvgExcess(text: string): string | null {
  if (Buffer.byteLength(text) > svgLimits.maxBytes) return `more than ${svgLimits.maxBytes / 1024} KB of SVG`
  const byId = new Map<string, Node>()
  const stack: Node[] = [{ uses: [], elements: 0 }]
  let elements = 0
  for (const match of text.matchAll(tagPattern)) {
    const [, closing, , attributes = ''] = match
    if (closing) {
      if (stack.length > 1) {
        const done = stack.pop()!
        stack.at(-1)!.elements += done.elements
        stack.at(-1)!.uses.push(...done.uses)
      }
      continue
    }
    if (++elements > svgLimits.maxElements) return `more than ${svgLimits.maxElements} elements`
    const node: Node = { id: attribute(attributes, 'id'), uses: [], elements: 1 }
    const href = attribute(attributes, '(?:xlink:)?href')
    if (match[2]!.toLowerCase() === 'use' && href?.startsWith('#')) node.uses.push(href.slice(1))
    if (node.id) byId.set(node.id, node)
    if (attributes.trimEnd().endsWith('/')) {
      stack.at(-1)!.elements += node.elements
      stack.at(-1)!.uses.push(...node.uses)
    } else stack.push(node)
  }
  // whatever was left open belongs to the document
  while (stack.length > 1) {
    const done = stack.pop()!
    stack.at(-1)!.elements += done.elements
    stack.at(-1)!.uses.push(...done.uses)
  }
  const drawn = new Map<string, number>()
  const visiting = new Set<string>()
  const cost = (node: Node): number => {
    let total = node.elements
    for (const id of node.uses) {
      const target = byId.get(id)
      if (!target) continue
      if (visiting.has(id)) return Infinity
      if (!drawn.has(id)) {
        visiting.add(id)
        drawn.set(id, cost(target))
        visiting.delete(id)
      }
      total += drawn.get(id)!
      if (total > svgLimits.maxDrawnElements) return total
    }
    return total
  }
  const total = cost(stack[0]!)
  if (total === Infinity) return 'a <use> that refers to itself'
  if (total > svgLimits.maxDrawnElements) {
    return `<use> references that draw more than ${svgLimits.maxDrawnElements} shapes`
  }
  return null
}
