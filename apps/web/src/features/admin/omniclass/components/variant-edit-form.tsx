import { useReducer, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { adminPaths } from '../../lib/admin-paths'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { createVariant, updateVariant } from '../api/variants'
import { ParameterEditor } from '../parameter-editor/parameter-editor'
import {
  createEditorState,
  editorReducer,
  findEditorProblems,
  toParameters,
} from '../parameter-editor/parameter-editor-state'

type Props = {
  omniclass: string
  manufacturer: string
  parameters: Parameter[]
  productNames: string[]
  exists: boolean
}

/** One manufacturer's own parameters for a table; saving creates the variant when it has none yet. */
export function VariantEditForm({ omniclass, manufacturer, parameters, productNames, exists }: Props) {
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(editorReducer, { parameters }, createEditorState)
  const [products, setProducts] = useState(productNames.join('\n'))
  const [saving, setSaving] = useState(false)
  const problems = findEditorProblems(state)

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    const variant = {
      omniclass_name: omniclass,
      manufacturer_title: manufacturer,
      parameters: toParameters(state),
      product_names: products
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    }
    try {
      await (exists ? updateVariant(variant) : createVariant(variant))
      notifySuccess('Saved', `${manufacturer}'s ${omniclass} is up to date.`)
      navigate(adminPaths.omniclassViewBy(omniclass, manufacturer))
    } catch (error) {
      notifyFailure(`Could not save ${manufacturer}'s variant`, error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="space-y-8" onSubmit={save}>
      {!exists && (
        <Alert>
          <AlertTitle>No variant yet</AlertTitle>
          <AlertDescription>
            These are the generic table's parameters; saving creates {manufacturer}'s own variant.
          </AlertDescription>
        </Alert>
      )}
      <ParameterEditor state={state} dispatch={dispatch} />
      <div className="grid gap-2">
        <Label htmlFor="product-names">Product names, one per line</Label>
        <Textarea id="product-names" value={products} onChange={(e) => setProducts(e.target.value)} />
      </div>
      {problems.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>Fix these before saving</AlertTitle>
          <AlertDescription>{problems.join('. ')}</AlertDescription>
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
