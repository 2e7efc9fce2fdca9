import { CheckCircle2, FileUp, XCircle } from 'lucide-react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/utils'
import { reasonOf } from '@/lib/api-client'
import { CsvFileError } from '../lib/parse-csv'
import { readFileAsBase64 } from '../lib/read-file'
import { splitUploadProblems, type UploadProblem } from '../lib/upload-problems'

type Status = 'waiting' | 'reading' | 'uploading' | 'done' | 'failed'
type Entry = {
  id: number
  file: File
  status: Status
  progress: number
  preview?: ReactNode
  result?: ReactNode
  problems?: UploadProblem[]
}

type Props = {
  accept: string
  hint: ReactNode
  /** sends one file; resolves to what the server did with it */
  upload: (file: File, base64: string) => Promise<ReactNode>
  /** the file's rows as the browser reads them, shown under its result; a CsvFileError refuses the file */
  preview?: (file: File) => Promise<ReactNode>
}

const statusText: Record<Status, string> = {
  waiting: 'Waiting',
  reading: 'Reading',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Refused',
}

/**
 * Many files at once, each with its own progress bar and its own result: what it stored, or its errors by
 * line. Files go one after the other, so a refused file does not hold back the others.
 */
export function FileUpload({ accept, hint, upload, preview }: Props) {
  const inputId = useId()
  const [entries, setEntries] = useState<Entry[]>([])
  const nextId = useRef(1)
  const queue = useRef(Promise.resolve())

  const patch = (id: number, change: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...change } : e)))

  async function send(entry: Entry) {
    try {
      patch(entry.id, { status: 'reading' })
      const [base64, shown] = await Promise.all([
        readFileAsBase64(entry.file, (fraction) => patch(entry.id, { progress: Math.round(fraction * 50) })),
        // the server's own checks (packages/shared): what it would refuse is refused here, unsent
        preview?.(entry.file).catch((error: unknown) => {
          if (error instanceof CsvFileError) throw error
          return undefined
        }),
      ])
      patch(entry.id, { status: 'uploading', progress: 60, preview: shown })
      const result = await upload(entry.file, base64)
      patch(entry.id, { status: 'done', progress: 100, result })
    } catch (error) {
      patch(entry.id, {
        status: 'failed',
        progress: 100,
        problems: splitUploadProblems(entry.file.name, reasonOf(error)),
      })
    }
  }

  function add(files: FileList | null) {
    const added = [...(files ?? [])].map((file) => ({
      id: nextId.current++,
      file,
      status: 'waiting' as const,
      progress: 0,
    }))
    setEntries((list) => [...added, ...list])
    for (const entry of added) queue.current = queue.current.then(() => send(entry))
  }

  return (
    <div className="space-y-4">
      <label
        htmlFor={inputId}
        className="hover:bg-muted/50 flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault()
          add(event.dataTransfer.files)
        }}
      >
        <FileUp className="text-muted-foreground size-8" aria-hidden="true" />
        <span className="font-medium">Choose files or drop them here</span>
        <span className="text-muted-foreground text-sm">{hint}</span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={accept}
          className="sr-only"
          aria-label="Files to upload"
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
      </label>
      <ul className="space-y-3" aria-label="Uploads">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="space-y-2 rounded-md border p-3"
            data-testid="upload-entry"
            data-status={entry.status}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">{entry.file.name}</span>
              <span
                className={cn(
                  'flex items-center gap-1 text-sm',
                  entry.status === 'failed' && 'text-destructive',
                  entry.status === 'done' && 'text-green-700',
                )}
              >
                {entry.status === 'done' && <CheckCircle2 className="size-4" aria-hidden="true" />}
                {entry.status === 'failed' && <XCircle className="size-4" aria-hidden="true" />}
                {statusText[entry.status]}
              </span>
            </div>
            <Progress
              value={entry.progress}
              aria-label={`${entry.file.name} progress`}
              className={cn(
                entry.status === 'uploading' && 'animate-pulse',
                entry.status === 'failed' && '[&>div]:bg-destructive',
              )}
            />
            {entry.result && <div className="text-sm">{entry.result}</div>}
            {entry.problems && (
              <ul className="text-destructive space-y-1 text-sm" aria-label={`Errors in ${entry.file.name}`}>
                {entry.problems.map((problem, index) => (
                  <li key={index}>
                    {problem.where ? `${problem.where}: ${problem.message}` : problem.message}
                  </li>
                ))}
              </ul>
            )}
            {entry.status === 'done' && entry.preview}
          </li>
        ))}
      </ul>
    </div>
  )
}
