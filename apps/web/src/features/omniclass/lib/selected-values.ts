import type { Parameter, SelectedValue } from '@scout/shared/schemas/omniclass'

// spec §2: Step 1 leaves out the parameters that name the maker; the manufacturer list covers them
const makerParameter = /manufacturer|brand/i

export function isMakerParameter(name: string): boolean {
  return makerParameter.test(name)
}

export function listSearchParameters(parameters: Parameter[]): Parameter[] {
  return parameters.filter((parameter) => !isMakerParameter(parameter.name))
}

/** Spec §3: an empty value means none. */
export function valueOf(selected: SelectedValue[], name: string): string {
  return selected.find((entry) => entry.name === name)?.value ?? ''
}

/** Spec §4: choosing a value toggles it, so choosing the same value again clears it. */
export function toggleValue(selected: SelectedValue[], name: string, value: string): SelectedValue[] {
  return setValue(selected, name, valueOf(selected, name) === value ? '' : value)
}

export function setValue(selected: SelectedValue[], name: string, value: string): SelectedValue[] {
  const rest = selected.filter((entry) => entry.name !== name)
  return value ? [...rest, { name, value }] : rest
}

/** Spec §3 "Parameter filter": only entries with a value travel to the server. */
export function nonEmptyValues(selected: SelectedValue[]): SelectedValue[] {
  return selected.filter((entry) => entry.value.trim() !== '')
}

export function hasAnyValue(selected: SelectedValue[]): boolean {
  return nonEmptyValues(selected).length > 0
}

/** Spec §4: a chosen value missing from the parameter's list is shown as a confirmed custom value. */
export function isCustomValue(parameter: Parameter | undefined, value: string): boolean {
  return value !== '' && !(parameter?.values ?? []).includes(value)
}
