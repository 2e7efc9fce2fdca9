import { z } from 'zod'

/** Spec-free limits we chose (docs/decisions/004-media.md): checked again on the server from the bytes. */
export const mediaLimits = { maxBytes: 10 * 1024 * 1024, maxMegapixels: 40 } as const
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'] as const

const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters`).nullable().optional()
const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Use at most 2000 characters')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Use an http(s) address')

/** A plain file name: no folders, no traversal, a raster image extension (the bytes are checked too). */
export const ImageFilenameSchema = z
  .string()
  .trim()
  .min(1, 'A file name is required')
  .max(200, 'The file name is longer than 200 characters')
  .refine((name) => !/[/\\]/.test(name), 'The file name must not contain / or \\')
  .refine(
    (name) => !name.startsWith('.') && !name.includes('..'),
    'The file name must not start with a dot or contain ..',
  )
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'The file name must not contain control characters')
  .refine(
    (name) => new RegExp(`\\.(${imageExtensions.join('|')})$`, 'i').test(name),
    `The file name must end in ${imageExtensions.map((e) => `.${e}`).join(', ')}`,
  )

/** Base64 text, or a `data:` URL holding it; the server decodes it and refuses anything that is not. */
const Base64Schema = z.string().min(1, 'The image is empty')

export const ProductImageSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  manufacturer_title: z.string(),
  omniclass_name: z.string().nullable(),
  product_name: z.string().nullable(),
  product_description: z.string().nullable(),
  product_url: z.string().nullable(),
  url: z.string(),
  thumbnail_url: z.string(),
  large_url: z.string(),
  /** of the original as displayed (EXIF orientation applied), so masonry grids reserve the space */
  width: z.number().int(),
  height: z.number().int(),
})
export type ProductImage = z.infer<typeof ProductImageSchema>
export const ProductImageListSchema = z.array(ProductImageSchema)

export const UploadProductImageRequestSchema = z.strictObject({
  filename: ImageFilenameSchema,
  image_data: Base64Schema,
  omniclass_name: z.string().trim().max(500).nullable().optional(),
  product_name: optionalText(300),
  product_description: optionalText(5000),
  product_url: httpUrl.nullable().optional(),
})
export type UploadProductImageRequest = z.infer<typeof UploadProductImageRequestSchema>

/** Fields left out stay as they are; null clears one. */
export const UpdateProductImageRequestSchema = z.strictObject({
  manufacturer_title: z.string().trim().min(1, 'No manufacturer title provided').max(300),
  filename: z.string().trim().min(1, 'A file name is required').max(200),
  omniclass_name: z.string().trim().max(500).nullable().optional(),
  product_name: optionalText(300),
  product_description: optionalText(5000),
  product_url: httpUrl.nullable().optional(),
})
export type UpdateProductImageRequest = z.infer<typeof UpdateProductImageRequestSchema>

export const DeleteProductImageRequestSchema = z.strictObject({
  manufacturer_title: z.string().trim().min(1, 'No manufacturer title provided').max(300),
  filename: z.string().trim().min(1, 'A file name is required').max(200),
})
export type DeleteProductImageRequest = z.infer<typeof DeleteProductImageRequestSchema>

export const UploadLogoRequestSchema = z.strictObject({
  title: z.string().trim().min(1, 'No title provided').max(300),
  logo: Base64Schema,
})
export type UploadLogoRequest = z.infer<typeof UploadLogoRequestSchema>

export const MissingLogoSchema = z.object({ title: z.string(), url: z.string().nullable() })
export const MissingLogoListSchema = z.array(MissingLogoSchema)
export type MissingLogo = z.infer<typeof MissingLogoSchema>

/** `GET /api/manufacturer/logos/variant/all`: every manufacturer, with null URLs when it has no logo yet. */
export const LogoVariantEntrySchema = z.object({
  title: z.string(),
  logo: z.string().nullable(),
  logo_variants: z.object({ small: z.string(), medium: z.string(), large: z.string() }).nullable(),
  logo_width: z.number().int().nullable(),
  logo_height: z.number().int().nullable(),
})
export const LogoVariantListSchema = z.array(LogoVariantEntrySchema)
export type LogoVariantEntry = z.infer<typeof LogoVariantEntrySchema>
