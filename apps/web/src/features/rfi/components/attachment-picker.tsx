import { Paperclip, X } from 'lucide-react'
import { useId, useRef } from 'react'
import { maxRfiAttachmentBytes, maxRfiAttachments } from '@scout/shared/schemas/rfi'
import { Button } from '@/components/ui/button'
import { checkAttachments, formatBytes, mergeFiles } from '../lib/attachments'

type Props = { files: File[]; onChange: (files: File[]) => void; disabled?: boolean }

/** Up to 5 files, 10 MB in all (decisions.md §3); the reason shows as soon as the choice does not fit. */
export function AttachmentPicker({ files, onChange, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const problem = checkAttachments(files)
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <Paperclip aria-hidden="true" />
          Attach files
        </Button>
        <span id={hintId} className="text-muted-foreground text-xs">
          Up to {maxRfiAttachments} files, {maxRfiAttachmentBytes / (1024 * 1024)} MB in all.
        </span>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          aria-label="Attachments"
          data-testid="attachments-input"
          onChange={(event) => {
            onChange(mergeFiles(files, [...(event.target.files ?? [])]))
            event.target.value = ''
          }}
        />
      </div>
      {files.length > 0 && (
        <ul className="grid gap-1" aria-label="Attached files">
          {files.map((file) => (
            <li
              key={file.name}
              className="flex items-center justify-between gap-2 rounded-md border px-2 py-1 text-sm"
            >
              <span className="truncate">{file.name}</span>
              <span className="text-muted-foreground flex items-center gap-1 text-xs">
                {formatBytes(file.size)}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  disabled={disabled}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onChange(files.filter((candidate) => candidate !== file))}
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
    </div>
  )
}
