import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { ScrollRegion } from './scroll-region'

export type Column<Row> = {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** both the header and the cells */
  className?: string
  /** the cells only, for a column whose body reads smaller or quieter than its header */
  cellClassName?: string
}

type Props<Row> = {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  empty?: ReactNode
  rowTestId?: string
}

/**
 * The app's one table: a caption for screen readers, a header row, and a frame that scrolls sideways on a
 * narrow screen instead of clipping, with a visible cue and keyboard focus while it does (`ScrollRegion`;
 * decision record 014: a small owned component, no table library).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, rowTestId }: Props<Row>) {
  return (
    <ScrollRegion label={caption} className="rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cn('px-3 py-2 whitespace-nowrap', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="text-muted-foreground px-3 py-6 text-center">
                {empty ?? 'Nothing to show.'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t align-top" data-testid={rowTestId}>
                {columns.map((column) => (
                  <td key={column.id} className={cn('px-3 py-2', column.className, column.cellClassName)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
