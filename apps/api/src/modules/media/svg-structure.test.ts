import { describe, expect, it } from 'vitest'
import { findSvgHazard } from './svg-safety'
import { findSvgExcess } from './svg-structure'

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`
function useBomb(levels: number) {
  let defs = '<g id="l0"><rect width="1" height="1"/></g>'
  for (let i = 1; i <= levels; i++) defs += `<g id="l${i}">${`<use href="#l${i - 1}"/>`.repeat(10)}</g>`
  return svg(`<defs>${defs}</defs><use xlink:href="#l${levels}"/>`)
}

describe('how much an SVG asks the rasteriser to draw', () => {
  it('lets a plain logo and a few reused shapes through', () => {
    expect(findSvgExcess(svg('<rect width="10" height="10"/><text x="1">Acme &gt; rest</text>'))).toBeNull()
    expect(findSvgExcess(useBomb(2))).toBeNull()
  })

  it('refuses nested <use> references that multiply, a reference loop, and too many elements', () => {
    expect(findSvgExcess(useBomb(7))).toMatch(/draw more than 20000 shapes/)
    expect(findSvgExcess(svg('<g id="a"><use href="#a"/></g>'))).toBe('a <use> that refers to itself')
    expect(findSvgExcess(svg('<rect/>'.repeat(6000)))).toBe('more than 5000 elements')
  })

  it('reads pathological text in one pass (these took minutes with backtracking patterns)', () => {
    const unterminated = '<svg ' + '<a on'.repeat(60_000)
    expect(findSvgExcess(unterminated)).toBeNull()
    const openQuotes = svg('<a href="'.repeat(40_000))
    expect(findSvgHazard(openQuotes)).toBe('an unquoted link')
    expect(findSvgHazard(svg('<x '.repeat(50_000)))).toBeNull()
    expect(findSvgHazard(svg('url( '.repeat(50_000)))).toBe('an unreadable url()')
  })
})
