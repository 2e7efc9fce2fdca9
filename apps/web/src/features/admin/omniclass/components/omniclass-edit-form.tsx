import { useReducer } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { OmniclassWriteSchema, type Omniclass } from '@scout/shared/schemas/omniclass'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { zodResolver } from '@/lib/zod-resolver'
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

// the name and number as the server checks them: the shared schema is the only source of their limits and messages
const NameNumberSchema = OmniclassWriteSchema.pick({ name: true, number: true })
type NameNumber = { name: string; number?: string | null }

/** The generic table: name, number, parameters, review state and manufacturers, saved in one update. */
export function OmniclassEditForm({ table }: { table: Omniclass }) {
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(editorReducer, table, createEditorState)
  const form = useForm<NameNumber>({
    resolver: zodResolver(NameNumberSchema),
    mode: 'onChange',
    defaultValues: { name: table.name, number: table.number },
  })
  const { errors, isSubmitting } = form.formState
  const problems = findEditorProblems(state)

  const save = form.handleSubmit(async ({ name, number }) => {
    if (problems.length) return
    try {
      await updateOmniclass({
        original_name: table.name,
        name,
        number: number ?? null,
        parameters: toParameters(state),
        reviewed: state.reviewed,
        manufacturer_titles: state.manufacturerTitles,
      })
      notifySuccess('Saved', `${name} is up to date.`)
      navigate(adminPaths.omniclassView(name))
    } catch (error) {
      notifyFailure(`Could not save ${table.name}`, error)
    }
  })

  return (
    <form noValidate className="space-y-8" onSubmit={(event) => void save(event)}>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-2">
          <Label htmlFor="table-name">Name</Label>
          <Input
            id="table-name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'table-name-error' : undefined}
            {...form.register('name')}
          />
          <FieldError id="table-name-error" message={errors.name?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="table-number">Number</Label>
          <Input
            id="table-number"
            placeholder={table.suggested_number ?? '23-17 11 00'}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={errors.number ? 'table-number-error' : undefined}
            // an empty box means no number, which the schema takes as null
            {...form.register('number', { setValueAs: (value: string | null) => value?.trim() || null })}
          />
          <FieldError id="table-number-error" message={errors.number?.message} />
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
        <Button type="submit" disabled={isSubmitting || problems.length > 0}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  )
}
