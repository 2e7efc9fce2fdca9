import { useState, type FormEvent } from 'react'
import { branchPrefix, enrichmentMessages } from '@scout/shared/schemas/enrichment'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type Props = { disabled: boolean; onStart: (branch: string | null) => void }

/** Every table without parameters, or a branch typed as an OmniClass number (checked as the API checks it). */
export function EnrichmentStartForm({ disabled, onStart }: Props) {
  const [branch, setBranch] = useState('')
  const [error, setError] = useState<string | null>(null)

  function startBranch(event: FormEvent) {
    event.preventDefault()
    const typed = branch.trim()
    if (!typed || branchPrefix(typed) === null) return setError(enrichmentMessages.badBranch)
    setError(null)
    onStart(typed)
  }

  return (
    <div className="space-y-4">
      <Button disabled={disabled} onClick={() => onStart(null)}>
        Suggest parameters for every table without them
      </Button>
      <form className="flex flex-wrap items-end gap-2" onSubmit={startBranch} noValidate>
        <div className="grid gap-1">
          <Label htmlFor="enrichment-branch">Or only under a branch</Label>
          <Input
            id="enrichment-branch"
            placeholder="23-17"
            value={branch}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'enrichment-branch-error' : undefined}
            onChange={(event) => setBranch(event.target.value)}
            className="w-48"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={disabled}>
          Suggest for this branch
        </Button>
      </form>
      {error && (
        <p id="enrichment-branch-error" className="text-destructive text-sm" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
