import { describe, expect, it } from 'vitest'
import { decodeImageBase64, sniffFormat } from './image-input'
import { makeImage } from './media-test-kit'
import { findSvgHazard } from './svg-safety'

describe('decodeImageBase64', () => {
  it('decodes plain, wrapped, URL-safe and data: URL base64', () => {
    expect(decodeImageBase64('aGVsbG8=', 'x').toString()).toBe('hello')
    expect(decodeImageBase64('aGVs\nbG8=', 'x').toString()).toBe('hello')
    expect(decodeImageBase64('data:image/png;base64,aGVsbG8=', 'x').toString()).toBe('hello')
    expect(decodeImageBase64('_-8', 'x')).toEqual(Buffer.from([0xff, 0xef]))
  })
  it('refuses what Node would decode leniently', () => {
    for (const bad of [
      'aGVsbG8=!',
      'a',
      'aGV*bG8=',
      '====',
      'data:image/png;base64,',
      'data:text/plain,hello',
    ]) {
      expect(() => decodeImageBase64(bad, 'image_data'), bad).toThrow(/image_data/)
    }
  })
})

describe('sniffFormat', () => {
  it('knows images by their bytes', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const)
      expect(sniffFormat(await makeImage({ width: 16, height: 16, format }))).toBe(format)
    const ftyp = (major: string, ...compatible: string[]) => {
      const box = Buffer.from(`\0\0\0\0ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1')
      box.writeUInt32BE(box.length)
      return box
    }
    expect(sniffFormat(ftyp('mif1', 'mif1', 'avif', 'miaf'))).toBe('avif')
    expect(sniffFormat(ftyp('heic', 'mif1', 'heic'))).toBeNull()
    expect(
      sniffFormat(Buffer.from('\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('svg')
  })
  it('does not take a name or a claim for it', () => {
    for (const text of [
      'hello',
      '<html><body><svg></svg></body></html>'.replace('<html>', 'x<html>'),
      '%PDF-1.7',
      'GIF8',
    ])
      expect(sniffFormat(Buffer.from(text)), text).toBeNull()
    expect(sniffFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
  })
})

describe('findSvgHazard', () => {
  it('lets a plain drawing through, with internal links and embedded rasters', () => {
    expect(
      findSvgHazard(
        '<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/><image href="data:image/png;base64,AAAA"/></svg>',
      ),
    ).toBeNull()
  })
  it.each([
    ['<svg><script>x</script></svg>', /script/],
    ['<svg><SCRIPT type="x">x</SCRIPT></svg>', /script/],
    ['<svg onload="x()"/>', /event handler/],
    ['<svg><rect\nonclick = "x"/></svg>', /event handler/],
    ['<svg><a href="javascript:alert(1)"/></svg>', /javascript/],
    ['<svg><use xlink:href="other.svg#x"/></svg>', /external reference/],
    ['<svg><image href="&#104;ttp://x"/></svg>', /external reference/],
    ['<svg><rect style="fill:url(https://x/y)"/></svg>', /external reference/],
    ['<svg><style>@import "https://x/y.css";</style></svg>', /import/],
    ['<svg><image href=http://x/y.png /></svg>', /unquoted/],
    ['<!DOCTYPE svg SYSTEM "http://x/y.dtd"><svg/>', /DOCTYPE/],
    ['<svg><foreignObject/></svg>', /foreignObject/],
  ])('refuses %s', (svg, reason) => {
    expect(findSvgHazard(svg)).toMatch(reason)
  })
})
