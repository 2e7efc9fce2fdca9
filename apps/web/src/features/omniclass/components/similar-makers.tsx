import type { SimilarMaker } from '@scout/shared/schemas/manufacturer'
import { Button } from '@/components/ui/button'
import { isSelectionDisabled } from '../lib/manufacturer-selection'
import { ManufacturerRow } from './manufacturer-row'

export const similarHeading = 'Makers of similar products'
export const similarExplanation =
  'No manufacturer is listed for this table yet. These make similar products, and can be asked whether they make this one too.'

type Props = {
  omniclass: string
  makers: SimilarMaker[]
  selected: string[]
  onToggle: (title: string) => void
  /** an administrator's Associate button beside each; absent for everyone else */
  onAssociate?: (title: string) => void
  associating?: string | null
}

/** Step 3's second list (decision 017): apart from the real manufacturers, under its own heading. */
export function SimilarMakers({ omniclass, makers, selected, onToggle, onAssociate, associating }: Props) {
  if (makers.length === 0) return null
  return (
    <div className="mt-4 border-t pt-3" data-testid="similar-makers">
      <h3 id="similar-makers" className="text-sm font-semibold">
        {similarHeading}
      </h3>
      <p className="text-muted-foreground mb-2 text-sm">{similarExplanation}</p>
      <ul className="grid gap-2" aria-labelledby="similar-makers">
        {makers.map((maker) => (
          <ManufacturerRow
            key={maker.title}
            manufacturer={maker}
            omniclass={omniclass}
            checked={selected.includes(maker.title)}
            disabled={isSelectionDisabled(selected, maker.title)}
            onToggle={onToggle}
            note={`Makes ${maker.similar_to.name}`}
            action={
              onAssociate && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={associating === maker.title}
                  onClick={() => onAssociate(maker.title)}
                  aria-label={`Associate ${maker.title} with ${omniclass}`}
                >
                  Associate
                </Button>
              )
            }
          />
        ))}
      </ul>
    </div>
  )
}
