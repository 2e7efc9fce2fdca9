import { ScrollRegion } from '@/components/ui/scroll-region'

type Parameter = { name: string; values: string[] }

/** A table as its CSV reads: one column per parameter, values down the column. */
export function ParameterTable({ parameters, caption }: { parameters: Parameter[]; caption: string }) {
  if (parameters.length === 0)
    return <p className="text-muted-foreground text-sm">This table has no parameters yet.</p>
  const depth = Math.max(0, ...parameters.map((p) => p.values.length))
  return (
    // focusable while it scrolls, so keyboard users can scroll a wide or long table; says when there is more
    <ScrollRegion label={caption} className="max-h-[32rem] overflow-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted sticky top-0">
          <tr>
            {parameters.map((parameter) => (
              <th key={parameter.name} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {parameter.name}
                <span className="text-muted-foreground ml-1 text-xs font-normal">
                  ({parameter.values.length})
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: depth }, (_, row) => (
            <tr key={row} className="border-t align-top">
              {parameters.map((parameter) => (
                <td key={parameter.name} className="px-3 py-1.5">
                  {parameter.values[row] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
