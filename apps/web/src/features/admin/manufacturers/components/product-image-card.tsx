import { useState } from 'react'
import type { ProductImage } from '@scout/shared/schemas/media'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { deleteProductImage, updateProductImage } from '../api/media'
import { OmniclassSelect } from './omniclass-select'
import { ProductThumbnail } from './product-thumbnail'

type Props = {
  image: ProductImage
  omniclasses: string[]
  onChanged: (image: ProductImage) => void
  onDeleted: () => void
}

/** One product image with its omniclass and product fields, saved or deleted on its own. */
export function ProductImageCard({ image, omniclasses, onChanged, onDeleted }: Props) {
  const [draft, setDraft] = useState({
    omniclass_name: image.omniclass_name,
    product_name: image.product_name ?? '',
    product_url: image.product_url ?? '',
  })
  const [busy, setBusy] = useState(false)
  const dirty =
    draft.omniclass_name !== image.omniclass_name ||
    draft.product_name !== (image.product_name ?? '') ||
    draft.product_url !== (image.product_url ?? '')

  async function save() {
    setBusy(true)
    const change = {
      omniclass_name: draft.omniclass_name,
      product_name: draft.product_name.trim() || null,
      product_url: draft.product_url.trim() || null,
    }
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
    } finally {
      setBusy(false)
    }
  }

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
      <OmniclassSelect
        label={`Omniclass of ${image.filename}`}
        value={draft.omniclass_name}
        options={omniclasses}
        onChange={(omniclass_name) => setDraft((d) => ({ ...d, omniclass_name }))}
      />
      <Input
        aria-label={`Product name of ${image.filename}`}
        placeholder="Product name"
        className="h-9"
        value={draft.product_name}
        onChange={(e) => setDraft((d) => ({ ...d, product_name: e.target.value }))}
      />
      <Input
        aria-label={`Product page of ${image.filename}`}
        placeholder="https://"
        type="url"
        className="h-9"
        value={draft.product_url}
        onChange={(e) => setDraft((d) => ({ ...d, product_url: e.target.value }))}
      />
      <div className="flex justify-between">
        <Button size="sm" variant="outline" disabled={!dirty || busy} onClick={() => void save()}>
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
