import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { UploadProductImageRequestSchema } from '@scout/shared/schemas/media'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { zodResolver } from '@/lib/zod-resolver'
import { Label } from '@/components/ui/label'
import { ListSkeleton } from '../../components/list-skeleton'
import { useQueryClient } from '@tanstack/react-query'
import { useQueryValue } from '@/hooks/use-query-value'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { readFileAsBase64 } from '../../lib/read-file'
import { productImagesQuery, uploadProductImage } from '../api/media'
import { OmniclassSelect } from './omniclass-select'
import { ProductImageCard } from './product-image-card'

// the product name of new images, as the server checks it (the shared schema's limit and message)
const NewImagesSchema = z.object({ product_name: UploadProductImageRequestSchema.shape.product_name })

/** A manufacturer's product images: each with its omniclass; new ones uploaded with theirs. */
export function ProductImagesEditor({ title, omniclasses }: { title: string; omniclasses: string[] }) {
  const inputId = useId()
  const client = useQueryClient()
  const [images, setImages] = useQueryValue(productImagesQuery(title), [])
  const [omniclass, setOmniclass] = useState<string | null>(null)
  const form = useForm<{ product_name: string }>({
    resolver: zodResolver(NewImagesSchema),
    defaultValues: { product_name: '' },
  })
  const nameError = form.formState.errors.product_name?.message
  const [busy, setBusy] = useState(false)

  async function upload(list: FileList | null) {
    // copied before any wait: the input is emptied right after this starts, and its FileList with it
    const files = [...(list ?? [])]
    if (!(await form.trigger())) return
    const productName = form.getValues('product_name')
    setBusy(true)
    for (const file of files) {
      try {
        const image_data = await readFileAsBase64(file)
        await uploadProductImage(title, {
          filename: file.name,
          image_data,
          omniclass_name: omniclass,
          product_name: productName.trim() || null,
        })
        notifySuccess('Image uploaded', file.name)
      } catch (error) {
        notifyFailure(`Could not upload ${file.name}`, error)
      }
    }
    setBusy(false)
    void client.invalidateQueries({ queryKey: productImagesQuery(title).queryKey })
  }

  return (
    <section className="space-y-3" aria-labelledby="images-heading">
      <h2 id="images-heading" className="text-lg font-semibold">
        Product images {images && `(${images.length})`}
      </h2>
      <div className="grid items-end gap-3 rounded-md border p-3 sm:grid-cols-3">
        <div className="grid gap-2">
          <span className="text-sm font-medium">Omniclass of the new images</span>
          <OmniclassSelect
            label="Omniclass of the new images"
            value={omniclass}
            options={omniclasses}
            onChange={setOmniclass}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${inputId}-name`}>Product name</Label>
          <Input
            id={`${inputId}-name`}
            {...invalidProps(`${inputId}-name-error`, nameError)}
            {...form.register('product_name')}
          />
          <FieldError id={`${inputId}-name-error`} message={nameError} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Upload images</Label>
          <Input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            onChange={(e) => {
              void upload(e.target.files)
              e.target.value = ''
            }}
          />
        </div>
      </div>
      {images === null ? (
        <ListSkeleton count={4} className="sm:grid-cols-4" />
      ) : images.length === 0 ? (
        <p className="text-muted-foreground text-sm">No product images yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {images.map((image) => (
            <ProductImageCard
              key={image.filename}
              image={image}
              omniclasses={omniclasses}
              onChanged={(changed) =>
                setImages((list) => list.map((i) => (i.filename === changed.filename ? changed : i)))
              }
              onDeleted={() => setImages((list) => list.filter((i) => i.filename !== image.filename))}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
