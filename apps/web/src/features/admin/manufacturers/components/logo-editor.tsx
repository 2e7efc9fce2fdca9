import { useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { readFileAsBase64 } from '../../lib/read-file'
import { uploadLogo } from '../api/media'

/** The current logo and a file input that replaces it (raster images or SVG; the server checks the bytes). */
export function LogoEditor({
  title,
  logo,
  onUploaded,
}: {
  title: string
  logo: string | null
  onUploaded: () => void
}) {
  const inputId = useId()
  const [busy, setBusy] = useState(false)

  async function upload(file: File | undefined) {
    if (!file) return
    setBusy(true)
    try {
      await uploadLogo(title, await readFileAsBase64(file))
      notifySuccess('Logo uploaded', title)
      onUploaded()
    } catch (error) {
      notifyFailure(`Could not upload the logo of ${title}`, error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="flex flex-wrap items-center gap-4" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="sr-only">
        Logo
      </h2>
      <div className="grid size-24 place-items-center rounded-md border bg-white p-2">
        {logo ? (
          <img src={logo} alt={`${title} logo`} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-muted-foreground text-xs">No logo</span>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{logo ? 'Replace the logo' : 'Upload a logo'}</Label>
        <Input
          id={inputId}
          type="file"
          accept="image/*,.svg"
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
    </section>
  )
}
