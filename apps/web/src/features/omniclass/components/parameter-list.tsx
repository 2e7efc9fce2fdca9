import { X } from 'lucide-react'
import type { Parameter, SelectedValue } from '@scout/shared/schemas/omniclass'
import { cn } from '@/lib/utils'
import { valueOf } from '../lib/selected-values'
import { StepHeading } from './step-heading'

type Props = {
  parameters: Parameter[]
  selectedValues: SelectedValue[]
  current: string | null
  onChoose: (name: string) => void
  onClear: (name: string) => void
}

/** Step 1 (spec §2): the selected parameter is blue, a parameter with a chosen value yellow with a badge. */
export function ParameterList({ parameters, selectedValues, current, onChoose, onClear }: Props) {
  return (
    <section aria-labelledby="step-1" className="bg-background rounded-lg border p-4">
      <StepHeading id="step-1" step={1} title="Select Parameters" />
      {parameters.length === 0 ? (
        <p className="text-muted-foreground text-sm">This omniclass has no parameters to refine by.</p>
      ) : (
        <ul className="grid gap-1.5">
          {parameters.map((parameter) => {
            const value = valueOf(selectedValues, parameter.name)
            const isCurrent = parameter.name === current
            return (
              <li
                key={parameter.name}
                data-state={isCurrent ? 'current' : value ? 'chosen' : 'idle'}
                className={cn(
                  'flex flex-wrap items-center gap-2 rounded-md border px-2 py-1',
                  isCurrent
                    ? 'border-blue-600 bg-blue-100'
                    : value
                      ? 'border-yellow-400 bg-yellow-100'
                      : 'hover:bg-muted',
                )}
              >
                <button
                  type="button"
                  aria-pressed={isCurrent}
                  className="min-h-9 flex-1 rounded-sm text-left text-sm font-medium"
                  onClick={() => onChoose(parameter.name)}
                >
                  {parameter.name}
                </button>
                {value && (
                  <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-yellow-500 bg-white px-2 py-0.5 text-xs font-semibold text-yellow-900">
                    <span className="truncate">{value}</span>
                    <button
                      type="button"
                      aria-label={`Clear ${parameter.name}: ${value}`}
                      className="rounded-full p-0.5 hover:bg-yellow-200"
                      onClick={() => onClear(parameter.name)}
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
