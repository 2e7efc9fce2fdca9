import { ErrorCode } from '@scout/shared/errors'
import { mediaLimits } from '@scout/shared/schemas/media'
import { AppError } from '../../lib/app-error'
import { base64ByteLength, base64Payload, decodeBase64, isBase64 } from '../../lib/base64'
import { pixelLimit, rasteriseSvg, readDimensions } from './image-processing'
import { findSvgHazard } from './svg-safety'
import { findSvgExcess } from './svg-structure'

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'
export type CheckedImage = { body: Buffer; format: ImageFormat; width: number; height: number }

const badFile = (message: string) => new AppError(400, ErrorCode.badFile, message)

export const extensionsOf: Record<ImageFormat, string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['avif'],
}

/** An image's base64 (lib/base64.ts), with reasons a person can act on and the size checked before decoding. */
export function decodeImageBase64(text: string, field: string): Buffer {
  const payload = base64Payload(text)
  if (payload === null) throw badFile(`${field} is a data: URL without base64; send base64`)
  if (!payload) throw badFile(`${field} is empty`)
  if (!isBase64(payload)) throw badFile(`${field} is not valid base64`)
  if (base64ByteLength(payload) > mediaLimits.maxBytes) {
    throw new AppError(
      413,
      ErrorCode.tooLarge,
      `The image is larger than ${mediaLimits.maxBytes / 1024 / 1024} MB`,
    )
  }
  return decodeBase64(payload)!
}

/** An ISO-BMFF file's major and compatible brands: an AVIF may say `mif1` first and `avif` later. */
function ftypBrands(body: Buffer): string[] {
  const size = Math.min(body.length >= 4 ? body.readUInt32BE(0) : 0, body.length, 256)
  const brands = [body.subarray(8, 12).toString('latin1')]
  for (let offset = 16; offset + 4 <= size; offset += 4)
    brands.push(body.subarray(offset, offset + 4).toString('latin1'))
  return brands
}

/** The format the bytes say they are; the file name is not trusted. */
export function sniffFormat(body: Buffer): ImageFormat | 'svg' | null {
  const ascii = (start: number, end: number) => body.subarray(start, end).toString('latin1')
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp' && ftypBrands(body).some((brand) => brand === 'avif' || brand === 'avis'))
    return 'avif'
  const head = body
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (!body.includes(0) && head.startsWith('<') && /<svg[\s>]/i.test(head)) return 'svg'
  return null
}

function describe(format: string) {
  return format === 'jpeg' ? 'a JPEG image' : `a ${format.toUpperCase()} image`
}

/**
 * Everything an upload must pass before a byte is stored: real image bytes, at most 10 MB and 40 megapixels,
 * decodable, and for product images an extension that matches the bytes. A safe SVG (logos only) becomes a PNG.
 */
export async function checkImage(
  body: Buffer,
  options: { allowSvg: boolean; filename?: string },
): Promise<CheckedImage> {
  if (body.length > mediaLimits.maxBytes) {
    throw new AppError(
      413,
      ErrorCode.tooLarge,
      `The image is larger than ${mediaLimits.maxBytes / 1024 / 1024} MB`,
    )
  }
  const sniffed = sniffFormat(body)
  if (!sniffed) throw badFile('The file is not an image: JPEG, PNG, WebP, GIF or AVIF expected')
  if (sniffed === 'svg' && !options.allowSvg)
    throw badFile('Product images must be JPEG, PNG, WebP, GIF or AVIF; SVG is accepted for logos only')
  if (sniffed === 'svg') {
    // cheap checks first: a file that asks for too much drawing never reaches the rasteriser
    const text = body.toString('utf8')
    const excess = findSvgExcess(text)
    if (excess) throw badFile(`The SVG is refused: it has ${excess}`)
    const hazard = findSvgHazard(text)
    if (hazard) throw badFile(`The SVG is refused: it contains ${hazard}`)
  }
  const dimensions = await readDimensions(body).catch(() => {
    throw badFile('The file could not be read as an image; it may be damaged or truncated')
  })
  if (!dimensions.width || !dimensions.height) throw badFile('The image has no width or height')
  const megapixels = (dimensions.width * dimensions.height) / 1_000_000
  if (dimensions.width * dimensions.height > pixelLimit) {
    throw badFile(
      `The image is ${megapixels.toFixed(1)} megapixels; the limit is ${mediaLimits.maxMegapixels}`,
    )
  }
  if (sniffed === 'svg') {
    const png = await rasteriseSvg(body, dimensions.width, dimensions.height).catch(() => {
      throw badFile('The SVG could not be drawn')
    })
    const drawn = await readDimensions(png)
    return { body: png, format: 'png', width: drawn.width, height: drawn.height }
  }
  const extension = options.filename?.split('.').pop()?.toLowerCase()
  if (extension && !extensionsOf[sniffed].includes(extension)) {
    throw badFile(
      `${options.filename} holds ${describe(sniffed)}: name it .${extensionsOf[sniffed].join(' or .')}`,
    )
  }
  return { body, format: sniffed, width: dimensions.width, height: dimensions.height }
}
