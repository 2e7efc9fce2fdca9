import { useReducer } from 'react'
import { useForm, type FieldError as HookFieldError } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { VariantSchema, type Parameter } from '@scout/shared/schemas/omniclass'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { zodResolver } from '@/lib/zod-resolver'
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

// one product name a line, checked line by line by the shared schema (the server's); blank lines are dropped after
const ProductNamesFormSchema = z.object({
  product_names: z
    .string()
    .transform((text): string[] | undefined => text.split('\n').map((line) => line.trim()))
    .pipe(VariantSchema.shape.product_names)
    .transform((names) => names.filter(Boolean)),
})
type ProductNames = z.infer<typeof ProductNamesFormSchema>

/** The first message about the product names, with the line it is on. */
function productNamesMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const whole = (error as HookFieldError).message
  if (whole) return whole
  const line = Object.entries(error).find(([, value]) => (value as HookFieldError | undefined)?.message)
  return line && `Line ${Number(line[0]) + 1}: ${(line[1] as HookFieldError).message}`
}

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
  const form = useForm<{ product_names: string }, unknown, ProductNames>({
    resolver: zodResolver(ProductNamesFormSchema),
    defaultValues: { product_names: productNames.join('\n') },
  })
  const { isSubmitting } = form.formState
  const productsMessage = productNamesMessage(form.formState.errors.product_names)
  const problems = findEditorProblems(state)

  const save = form.handleSubmit(async ({ product_names }) => {
    if (problems.length) return
    const variant = {
      omniclass_name: omniclass,
      manufacturer_title: manufacturer,
      parameters: toParameters(state),
      product_names,
    }
    try {
      await (exists ? updateVariant(variant) : createVariant(variant))
      notifySuccess('Saved', `${manufacturer}'s ${omniclass} is up to date.`)
      navigate(adminPaths.omniclassViewBy(omniclass, manufacturer))
    } catch (error) {
      notifyFailure(`Could not save ${manufacturer}'s variant`, error)
    }
  })

  return (
    <form noValidate className="space-y-8" onSubmit={(event) => void save(event)}>
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
        <Textarea
          id="product-names"
          {...invalidProps('product-names-error', productsMessage)}
          {...form.register('product_names')}
        />
        <FieldError id="product-names-error" message={productsMessage} />
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
        <Button type="submit" disabled={isSubmitting || problems.length > 0}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
