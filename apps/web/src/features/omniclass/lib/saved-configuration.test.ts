import { describe, expect, it } from 'vitest'
import {
  configurationKey,
  restoreConfiguration,
  saveConfiguration,
  type SavedConfiguration,
} from './saved-configuration'

function memoryStore() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const configuration: SavedConfiguration = {
  name: 'Hollow Metal Doors',
  manufacturerTitle: null,
  selectedValues: [{ name: 'Material', value: 'Steel' }],
  selectedManufacturers: ['Acme Doors'],
  expanded: true,
  manufacturers: [
    {
      title: 'Acme Doors',
      url: 'https://acme.example',
      logo: 'https://cdn.example/logos/acme.png',
      verified: true,
      verified_on: '2024-01-02',
      links_for_professionals: [],
      aggregator_content: { architizer: 0, caddetails: 0, bimobject: 0, bimsmith: 0 },
    },
  ],
}

describe('saved configuration (spec §3)', () => {
  it('is stored under omniclassConfiguration with logos stripped', () => {
    const store = memoryStore()
    saveConfiguration(store, configuration)
    const stored = JSON.parse(store.map.get(configurationKey)!)
    expect(stored.manufacturers[0].logo).toBeNull()
    expect(stored.selectedValues).toEqual(configuration.selectedValues)
  })

  it('is restored when the stored name is the current omniclass', () => {
    const store = memoryStore()
    saveConfiguration(store, configuration)
    const restored = restoreConfiguration(store, 'Hollow Metal Doors', null)
    expect(restored?.selectedManufacturers).toEqual(['Acme Doors'])
    expect(restored?.expanded).toBe(true)
    expect(store.map.has(configurationKey)).toBe(true)
  })

  it('is deleted when the name differs, or the manufacturer of the by-manufacturer page differs', () => {
    const store = memoryStore()
    saveConfiguration(store, configuration)
    expect(restoreConfiguration(store, 'Windows', null)).toBeNull()
    expect(store.map.has(configurationKey)).toBe(false)
    saveConfiguration(store, configuration)
    expect(restoreConfiguration(store, 'Hollow Metal Doors', 'Acme Doors')).toBeNull()
    expect(store.map.has(configurationKey)).toBe(false)
  })

  it('survives garbage in the store', () => {
    const store = memoryStore()
    store.setItem(configurationKey, '{not json')
    expect(restoreConfiguration(store, 'Hollow Metal Doors', null)).toBeNull()
    store.setItem(
      configurationKey,
      JSON.stringify({
        name: 'Hollow Metal Doors',
        selectedValues: [{ name: 1 }, { name: 'A', value: 'b' }],
      }),
    )
    expect(restoreConfiguration(store, 'Hollow Metal Doors', null)?.selectedValues).toEqual([
      { name: 'A', value: 'b' },
    ])
  })
})
