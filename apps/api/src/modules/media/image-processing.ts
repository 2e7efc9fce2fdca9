import sharp from 'sharp'
import { mediaLimits } from '@scout/shared/schemas/media'
import { imageWidths, logoWidths, type ImageSize, type LogoSize } from './media-keys'

export type Rendition = { body: Buffer; width: number; height: number }

/** sharp refuses to decode more than this, whatever the header claims (decompression bombs). */
export const pixelLimit = mediaLimits.maxMegapixels * 1_000_000

/** Width and height as displayed: EXIF orientation applied, so a portrait photo is reported upright. */
export async function readDimensions(body: Buffer) {
  const meta = await sharp(body, { limitInputPixels: false }).metadata()
  return {
    width: meta.autoOrient?.width ?? meta.width ?? 0,
    height: meta.autoOrient?.height ?? meta.height ?? 0,
    format: meta.format,
  }
}

/**
 * Decodes the original once, scaled to the largest size wanted, and encodes every size from that bitmap:
 * a 40-megapixel upload costs one full decode, not one per rendition.
 */
async function renderWebp<Size extends string>(
  body: Buffer,
  widths: Record<Size, number>,
): Promise<Record<Size, Rendition>> {
  const largest = Math.max(...Object.values<number>(widths))
  const { data, info } = await sharp(body, { limitInputPixels: pixelLimit })
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const entries = await Promise.all(
    (Object.entries(widths) as [Size, number][]).map(async ([size, width]) => {
      const { data: webp, info: out } = await sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82, alphaQuality: 90 })
        .toBuffer({ resolveWithObject: true })
      return [size, { body: webp, width: out.width, height: out.height }] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Size, Rendition>
}

export const renderLogoVariants = (body: Buffer): Promise<Record<LogoSize, Rendition>> =>
  renderWebp(body, logoWidths)

export const renderImageVariants = (body: Buffer): Promise<Record<ImageSize, Rendition>> =>
  renderWebp(body, imageWidths)

// one SVG is drawn at a time: however slow a drawing is, it holds one of libuv's four worker threads, and the
// others stay free for reading /media files and the other images
let svgTurn: Promise<unknown> = Promise.resolve()

/** Plain SVG logos are drawn once into a PNG at least 640 px wide (within the pixel limit); the PNG is kept. */
export function rasteriseSvg(body: Buffer, width: number, height: number): Promise<Buffer> {
  const upscale = Math.max(1, 640 / Math.max(width, 1))
  const scale = Math.min(upscale, Math.sqrt(pixelLimit / Math.max(width * height, 1)))
  const draw = () =>
    sharp(body, { density: Math.max(1, 72 * scale), limitInputPixels: pixelLimit })
      .timeout({ seconds: 10 })
      .png()
      .toBuffer()
  const drawn = svgTurn.then(draw, draw)
  svgTurn = drawn.catch(() => undefined)
  return drawn
}
