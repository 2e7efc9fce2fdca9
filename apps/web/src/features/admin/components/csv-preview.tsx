import { ScrollRegion } from '@/components/ui/scroll-region'
import { checkOmniclassFile, parseCsv } from '../lib/parse-csv'

const shownRows = 8

/** The first rows of an uploaded CSV, so the administrator sees what went in. */
export function CsvPreview({ rows }: { rows: string[][] }) {
  const [header, ...body] = rows
  if (!header) return null
  return (
    <div className="space-y-1">
      <p className="text-muted-foreground text-xs">
        {body.length} {body.length === 1 ? 'row' : 'rows'} under {header.length}{' '}
        {header.length === 1 ? 'column' : 'columns'}
        {body.length > shownRows && `; the first ${shownRows} are shown`}
      </p>
      {/* focusable while it scrolls, so keyboard users can scroll a wide preview */}
      <ScrollRegion label="First rows of the file" className="max-h-64 overflow-auto rounded-md border">
        <table className="w-full text-left text-xs">
          <thead className="bg-muted">
            <tr>
              {header.map((cell, i) => (
                <th key={i} className="px-2 py-1 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.slice(0, shownRows).map((row, r) => (
              <tr key={r} className="border-t">
                {row.map((cell, c) => (
                  <td key={c} className="px-2 py-1">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  )
}

export async function previewCsvFile(file: File) {
  return <CsvPreview rows={parseCsv(await file.text(), file.name)} />
}

/** The omniclass upload's preview: a file the server would refuse throws its reasons instead. */
export async function previewOmniclassFile(file: File) {
  return <CsvPreview rows={checkOmniclassFile(file.name, new Uint8Array(await file.arrayBuffer()))} />
}
