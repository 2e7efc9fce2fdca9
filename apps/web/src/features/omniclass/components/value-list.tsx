import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Facet } from '@scout/shared/schemas/search'
import { cn } from '@/lib/utils'
import { isCustomValue } from '../lib/selected-values'
import { CustomValue } from './custom-value'
import { StepHeading } from './step-heading'

export const selectParameterHint = 'Select a parameter name to see available values.'

type Props = {
  parameter: Parameter | undefined
  value: string
  facet: Facet | undefined
  onToggle: (value: string) => void
  onSet: (value: string) => void
}

/** Step 2 (spec §2): the values of the selected parameter, with facet counts once the list is refined. */
export function ValueList({ parameter, value, facet, onToggle, onSet }: Props) {
  const countOf = (candidate: string) => facet?.values.find((entry) => entry.value === candidate)?.count
  return (
    <section aria-labelledby="step-2" className="bg-background rounded-lg border p-4">
      <StepHeading id="step-2" step={2} title="Select Available Values" />
      {!parameter ? (
        <p className="text-muted-foreground text-sm">{selectParameterHint}</p>
      ) : (
        <>
          <ul aria-label={`Values of ${parameter.name}`} className="grid gap-1.5">
            {parameter.values.map((candidate) => {
              const count = countOf(candidate)
              const chosen = candidate === value
              const empty = count === 0 && !chosen
              return (
                <li key={candidate}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    aria-describedby={empty ? 'no-match-note' : undefined}
                    data-empty={empty || undefined}
                    className={cn(
                      'flex min-h-9 w-full items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-left text-sm',
                      chosen ? 'border-yellow-500 bg-yellow-100 font-semibold' : 'hover:bg-muted',
                      empty && 'border-dashed bg-slate-50 text-slate-600',
                    )}
                    onClick={() => onToggle(candidate)}
                  >
                    <span>{candidate}</span>
                    {count !== undefined && (
                      <span
                        className={cn(
                          'rounded-full px-2 text-xs tabular-nums',
                          empty ? 'bg-slate-200' : 'bg-muted',
                        )}
                        aria-label={`${count} manufacturers`}
                      >
                        {count}
                      </span>
                    )}
                  </button>
                </li>
              )
            })}
          </ul>
          <p id="no-match-note" className="sr-only">
            No manufacturer offers this value together with the other chosen values.
          </p>
          <CustomValue
            key={parameter.name}
            parameter={parameter.name}
            confirmedValue={isCustomValue(parameter, value) ? value : null}
            onConfirm={onSet}
            onClear={() => onSet('')}
          />
        </>
      )}
    </section>
  )
}
