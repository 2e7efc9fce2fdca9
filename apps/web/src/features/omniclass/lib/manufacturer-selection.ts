import { maxRfiManufacturers } from '@scout/shared/schemas/rfi'

/** Spec §5: at most 5; beyond that unchecked boxes are disabled, unselecting stays possible. */
export const maxSelectedManufacturers = maxRfiManufacturers

export function toggleManufacturer(selected: string[], title: string): string[] {
  if (selected.includes(title)) return selected.filter((entry) => entry !== title)
  return selected.length >= maxSelectedManufacturers ? selected : [...selected, title]
}

export function isSelectionDisabled(selected: string[], title: string): boolean {
  return !selected.includes(title) && selected.length >= maxSelectedManufacturers
}
