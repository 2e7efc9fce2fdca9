import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { OmniclassWriteSchema, VariantSchema } from '@scout/shared/schemas/omniclass'
import { Button } from '@/components/ui/button'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { zodResolver } from '@/lib/zod-resolver'
import { SearchableDropdown, useDropdownOptions } from '../../components/searchable-dropdown'
import { adminPaths } from '../../lib/admin-paths'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { ManufacturerPicker } from '../../manufacturers/components/manufacturer-picker'
import { getOmniclass } from '../api/get-omniclass'
import { omniclassListQuery, type AdminOmniclassRow } from '../api/list-omniclasses'
import { createVariant } from '../api/variants'
import { createOmniclass } from '../api/write-omniclass'

// the fields as the server checks them: the shared schemas are the only source of limits and messages
const CreateVariantFormSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('manufacturer'),
    omniclass_name: VariantSchema.shape.omniclass_name,
    manufacturer_title: VariantSchema.shape.manufacturer_title,
  }),
  z.object({
    kind: z.literal('table'),
    omniclass_name: VariantSchema.shape.omniclass_name,
    name: OmniclassWriteSchema.shape.name,
    number: OmniclassWriteSchema.shape.number,
  }),
])
type Checked = z.infer<typeof CreateVariantFormSchema>
type Values = {
  kind: Checked['kind']
  omniclass_name: string
  manufacturer_title: string
  name: string
  number: string | null
}

const labelOf = (t: AdminOmniclassRow) => [t.number, t.name].filter(Boolean).join(' ')
// a manufacturer's variant names itself in the table's manufacturer column
const brandColumn = /manufacturer|brand/i
const kinds = [
  ['manufacturer', "A manufacturer's variant of this table"],
  ['table', 'A new table with these parameters'],
] as const

/** A manufacturer's own variant of a table, or a new table that starts from an existing one's parameters. */
export function CreateVariantForm({
  omniclass,
  manufacturer,
}: {
  omniclass?: string
  manufacturer?: string
}) {
  const navigate = useNavigate()
  const tables = useDropdownOptions(omniclassListQuery('all'))
  const form = useForm<Values, unknown, Checked>({
    resolver: zodResolver(CreateVariantFormSchema),
    defaultValues: {
      kind: 'manufacturer',
      omniclass_name: omniclass ?? '',
      manufacturer_title: manufacturer ?? '',
      name: '',
      number: null,
    },
  })
  const { errors, isSubmitting } = form.formState
  const kind = useWatch({ control: form.control, name: 'kind' })

  const create = form.handleSubmit(async (values) => {
    try {
      const table = await getOmniclass(values.omniclass_name)
      if (values.kind === 'manufacturer') {
        const title = values.manufacturer_title
        const parameters = table.parameters.map((p) =>
          brandColumn.test(p.name) ? { name: p.name, values: [title] } : p,
        )
        await createVariant({ omniclass_name: table.name, manufacturer_title: title, parameters })
        notifySuccess('Variant created', `${title} now has its own ${table.name}.`)
        navigate(adminPaths.omniclassEditBy(table.name, title))
      } else {
        await createOmniclass({
          name: values.name,
          number: values.number ?? null,
          parameters: table.parameters,
          reviewed: false,
        })
        notifySuccess('Table created', `${values.name} starts from ${table.name}'s parameters.`)
        navigate(adminPaths.omniclassEdit(values.name))
      }
    } catch (error) {
      notifyFailure('Could not create the variant', error)
    }
  })

  return (
    <form noValidate className="space-y-6" onSubmit={(event) => void create(event)}>
      <div className="grid gap-2">
        <span className="text-sm font-medium">Table to start from</span>
        <Controller
          control={form.control}
          name="omniclass_name"
          render={({ field }) => (
            <SearchableDropdown
              options={tables}
              getKey={(t) => t.name}
              getLabel={labelOf}
              getSearchTexts={(t) => [t.name, t.number]}
              label="Table to start from"
              placeholder="Search a table by number or name"
              initialText={omniclass ?? ''}
              showSearchButton={false}
              onSelect={(t) => field.onChange(t?.name ?? '')}
            />
          )}
        />
        <FieldError id="variant-base-error" message={errors.omniclass_name?.message} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">What to create</legend>
        {kinds.map(([value, text]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...form.register('kind')} />
            {text}
          </label>
        ))}
      </fieldset>
      {kind === 'manufacturer' ? (
        <div className="grid gap-2">
          <span className="text-sm font-medium">Manufacturer</span>
          <Controller
            control={form.control}
            name="manufacturer_title"
            render={({ field }) => (
              <ManufacturerPicker
                label="Manufacturer"
                initialText={manufacturer ?? ''}
                onPick={(m) => field.onChange(m?.title ?? '')}
              />
            )}
          />
          <FieldError id="variant-manufacturer-error" message={errors.manufacturer_title?.message} />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <div className="grid gap-2">
            <Label htmlFor="new-name">New table name</Label>
            <Input
              id="new-name"
              {...invalidProps('new-name-error', errors.name?.message)}
              {...form.register('name')}
            />
            <FieldError id="new-name-error" message={errors.name?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-number">Number (optional)</Label>
            <Input
              id="new-number"
              placeholder="23-17 11 00"
              {...invalidProps('new-number-error', errors.number?.message)}
              // an empty box means no number, which the schema takes as null
              {...form.register('number', { setValueAs: (value: string | null) => value?.trim() || null })}
            />
            <FieldError id="new-number-error" message={errors.number?.message} />
          </div>
        </div>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create variant'}
      </Button>
    </form>
  )
}
