import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { Spinner } from '@/components/ui/spinner'

/** Issue 27: instead of an empty Step 1, while the engine suggests the table's parameters. */
export function SuggestingParameters({ omniclass }: { omniclass: Omniclass }) {
  return (
    <div className="grid gap-4" data-testid="suggesting-parameters">
      <title>{`${omniclass.name} · Scout`}</title>
      <div>
        {omniclass.number && <p className="text-muted-foreground font-mono text-sm">{omniclass.number}</p>}
        <h1 className="text-2xl font-semibold tracking-tight">{omniclass.name}</h1>
      </div>
      <div className="flex items-start gap-3 rounded-md border p-4" aria-live="polite">
        <Spinner label="Suggesting parameters" />
        <div>
          <p className="font-medium">Suggesting parameters for this table…</p>
          <p className="text-muted-foreground text-sm">
            The catalogue has no parameters for {omniclass.name} yet. Scout is drafting columns and values
            from similar tables; this takes a few seconds, and they are kept for everyone as suggested
            parameters, awaiting review.
          </p>
        </div>
      </div>
    </div>
  )
}
