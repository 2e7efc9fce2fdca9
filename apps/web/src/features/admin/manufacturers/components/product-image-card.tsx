import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { UpdateProductImageRequestSchema, type ProductImage } from '@scout/shared/schemas/media'
import { Button } from '@/components/ui/button'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { zodResolver } from '@/lib/zod-resolver'
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { deleteProductImage, updateProductImage } from '../api/media'
import { OmniclassSelect } from './omniclass-select'
import { ProductThumbnail } from './product-thumbnail'

type Values = { omniclass_name: string | null; product_name: string; product_url: string }
// empty boxes clear a field; the shared schema (the server's) is the only source of limits and messages
const ImageChangeSchema = UpdateProductImageRequestSchema.pick({
  omniclass_name: true,
  product_name: true,
  product_url: true,
})
const ImageFormSchema = z
  .custom<Values>()
  .transform((v): z.input<typeof ImageChangeSchema> => ({
    omniclass_name: v.omniclass_name,
    product_name: v.product_name.trim() || null,
    product_url: v.product_url.trim() || null,
  }))
  .pipe(ImageChangeSchema)
type Change = z.infer<typeof ImageFormSchema>

type Props = {
  image: ProductImage
  omniclasses: string[]
  onChanged: (image: ProductImage) => void
  onDeleted: () => void
}

/** One product image with its omniclass and product fields, saved or deleted on its own. */
export function ProductImageCard({ image, omniclasses, onChanged, onDeleted }: Props) {
  const saved: Values = {
    omniclass_name: image.omniclass_name,
    product_name: image.product_name ?? '',
    product_url: image.product_url ?? '',
  }
  const form = useForm<Values, unknown, Change>({
    resolver: zodResolver(ImageFormSchema),
    defaultValues: saved,
  })
  const { errors, isSubmitting } = form.formState
  const values = useWatch({ control: form.control })
  const dirty = (Object.keys(saved) as (keyof Values)[]).some((key) => values[key] !== saved[key])
  const id = useId()
  const ids = { name: `${id}-name-error`, url: `${id}-url-error` }

  const save = form.handleSubmit(async (change) => {
    try {
      await updateProductImage({
        manufacturer_title: image.manufacturer_title,
        filename: image.filename,
        ...change,
      })
      onChanged({ ...image, ...change })
      notifySuccess('Image saved', image.filename)
    } catch (error) {
      notifyFailure('Could not save the image', error)
    }
  })

  async function remove() {
    try {
      await deleteProductImage(image.manufacturer_title, image.filename)
      onDeleted()
    } catch (error) {
      notifyFailure('Could not delete the image', error)
    }
  }

  return (
    <li className="space-y-2 rounded-md border p-2" data-testid="product-image">
      <ProductThumbnail image={image} className="rounded" />
      <p className="text-muted-foreground truncate text-xs" title={image.filename}>
        {image.filename}
      </p>
      <Controller
        control={form.control}
        name="omniclass_name"
        render={({ field }) => (
          <OmniclassSelect
            label={`Omniclass of ${image.filename}`}
            value={field.value}
            options={omniclasses}
            onChange={field.onChange}
          />
        )}
      />
      <Input
        aria-label={`Product name of ${image.filename}`}
        placeholder="Product name"
        className="h-9"
        {...invalidProps(ids.name, errors.product_name?.message)}
        {...form.register('product_name')}
      />
      <FieldError id={ids.name} message={errors.product_name?.message} />
      <Input
        aria-label={`Product page of ${image.filename}`}
        placeholder="https://"
        type="url"
        className="h-9"
        {...invalidProps(ids.url, errors.product_url?.message)}
        {...form.register('product_url')}
      />
      <FieldError id={ids.url} message={errors.product_url?.message} />
      <div className="flex justify-between">
        <Button size="sm" variant="outline" disabled={!dirty || isSubmitting} onClick={() => void save()}>
          Save
        </Button>
        <ConfirmDeleteDialog
          subject={<strong>the image {image.filename}</strong>}
          onConfirm={remove}
          iconLabel={`Delete ${image.filename}`}
        />
      </div>
    </li>
  )
}
