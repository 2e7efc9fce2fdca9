import sharp from 'sharp'
import { imageWidths, logoWidths, type LogoSize } from './media-keys'

export type Rendition = { body: Buffer; width: number; height: number }

export async function readDimensions(body: Buffer) {
  const meta = await sharp(body).metadata()
  return { width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format }
}

async function toWebp(body: Buffer, width: number): Promise<Rendition> {
  const { data, info } = await sharp(body)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
  return { body: data, width: info.width, height: info.height }
}

export async function renderLogoVariants(body: Buffer): Promise<Record<LogoSize, Rendition>> {
  const [small, medium, large] = await Promise.all([
    toWebp(body, logoWidths.small),
    toWebp(body, logoWidths.medium),
    toWebp(body, logoWidths.large),
  ])
  return { small, medium, large }
}

export async function renderImageVariants(body: Buffer): Promise<Record<keyof typeof imageWidths, Rendition>> {
  const [thumb, large] = await Promise.all([toWebp(body, imageWidths.thumb), toWebp(body, imageWidths.large)])
  return { thumb, large }
}
