import { useReducer, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { adminPaths } from '../../lib/admin-paths'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { updateOmniclass } from '../api/write-omniclass'
import { ParameterEditor } from '../parameter-editor/parameter-editor'
import {
  createEditorState,
  editorReducer,
  findEditorProblems,
  toParameters,
} from '../parameter-editor/parameter-editor-state'
import { AssociationsEditor } from './associations-editor'

/** The generic table: name, number, parameters, review state and manufacturers, saved in one update. */
export function OmniclassEditForm({ table }: { table: Omniclass }) {
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(editorReducer, table, createEditorState)
  const [name, setName] = useState(table.name)
  const [number, setNumber] = useState(table.number ?? '')
  const [saving, setSaving] = useState(false)
  const problems = [...findEditorProblems(state), ...(name.trim() ? [] : ['The table needs a name'])]

  async function save(event: FormEvent) {
    event.preventDefault()
    if (problems.length) return
    setSaving(true)
    try {
      await updateOmniclass({
        original_name: table.name,
        name: name.trim(),
        number: number.trim() || null,
        parameters: toParameters(state),
        reviewed: state.reviewed,
        manufacturer_titles: state.manufacturerTitles,
      })
      notifySuccess('Saved', `${name.trim()} is up to date.`)
      navigate(adminPaths.omniclassView(name.trim()))
    } catch (error) {
      notifyFailure(`Could not save ${table.name}`, error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="space-y-8" onSubmit={save}>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-2">
          <Label htmlFor="table-name">Name</Label>
          <Input
            id="table-name"
            value={name}
            required
            maxLength={300}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="table-number">Number</Label>
          <Input
            id="table-number"
            value={number}
            placeholder={table.suggested_number ?? '23-17 11 00'}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
      </div>
      <div className="bg-muted/40 flex items-center gap-3 rounded-md border px-4 py-3">
        <Switch
          id="table-reviewed"
          checked={state.reviewed}
          onCheckedChange={(reviewed) => dispatch({ type: 'setReviewed', reviewed })}
        />
        <Label htmlFor="table-reviewed">Reviewed</Label>
        <span className="text-muted-foreground text-sm">A reviewed table leaves the unreviewed list.</span>
      </div>
      <ParameterEditor state={state} dispatch={dispatch} />
      <AssociationsEditor titles={state.manufacturerTitles} dispatch={dispatch} />
      {problems.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>Fix these before saving</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <div className="bg-background sticky bottom-0 flex justify-end gap-2 border-t py-3">
        <Button type="button" variant="outline" onClick={() => navigate(-1)}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || problems.length > 0}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
