import { describe, expect, it } from 'vitest'
import {
  createEditorState,
  editorReducer,
  findEditorProblems,
  toParameters,
  type EditorAction,
  type EditorState,
} from './parameter-editor-state'

const start = () =>
  createEditorState({
    parameters: [
      { name: 'Material', values: ['Steel', 'Wood'] },
      { name: 'Fire Rating', values: ['20 min', '45 min', '90 min'] },
    ],
    reviewed: false,
    manufacturer_titles: ['Acme Doors'],
  })
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state)

describe('parameter editor', () => {
  it('starts from the table, keeping order', () => {
    expect(toParameters(start())).toEqual([
      { name: 'Material', values: ['Steel', 'Wood'] },
      { name: 'Fire Rating', values: ['20 min', '45 min', '90 min'] },
    ])
  })

  it('adds, renames, reorders and removes columns', () => {
    const state = run(
      start(),
      { type: 'addColumn', name: ' Finish ' },
      { type: 'renameColumn', column: 0, name: 'Core Material' },
      { type: 'moveColumn', from: 2, to: 0 },
      { type: 'removeColumn', column: 2 },
    )
    expect(toParameters(state)).toEqual([
      { name: 'Finish', values: [] },
      { name: 'Core Material', values: ['Steel', 'Wood'] },
    ])
  })

  it('adds, edits, reorders and removes values, ignoring blank additions', () => {
    const state = run(
      start(),
      { type: 'addValue', column: 0, text: ' Glass ' },
      { type: 'addValue', column: 0, text: '   ' },
      { type: 'editValue', column: 0, value: 1, text: 'Oak' },
      { type: 'moveValue', column: 0, from: 2, to: 0 },
      { type: 'removeValue', column: 1, value: 1 },
    )
    expect(toParameters(state)).toEqual([
      { name: 'Material', values: ['Glass', 'Steel', 'Oak'] },
      { name: 'Fire Rating', values: ['20 min', '90 min'] },
    ])
  })

  it('keeps ids stable and unique when rows move and are added', () => {
    const state = run(
      start(),
      { type: 'addValue', column: 1, text: '120 min' },
      { type: 'moveValue', column: 1, from: 3, to: 0 },
    )
    const ids = state.columns.flatMap((c) => [c.id, ...c.values.map((v) => v.id)])
    expect(new Set(ids).size).toBe(ids.length)
    expect(state.columns[1]!.values[0]!.text).toBe('120 min')
  })

  it('ignores moves out of range and actions on missing columns', () => {
    const state = start()
    expect(run(state, { type: 'moveColumn', from: 0, to: 5 })).toBe(state)
    expect(run(state, { type: 'moveValue', column: 0, from: -1, to: 0 })).toBe(state)
    expect(run(state, { type: 'addValue', column: 9, text: 'x' })).toBe(state)
  })

  it('drops empty values when saving', () => {
    const state = run(start(), { type: 'editValue', column: 0, value: 0, text: '  ' })
    expect(toParameters(state)[0]).toEqual({ name: 'Material', values: ['Wood'] })
  })

  it('marks the table reviewed', () => {
    expect(run(start(), { type: 'setReviewed', reviewed: true }).reviewed).toBe(true)
  })

  it('associates manufacturers once each, whatever the case', () => {
    const state = run(
      start(),
      { type: 'addManufacturer', title: 'Bolt Hardware' },
      { type: 'addManufacturer', title: 'acme doors' },
      { type: 'removeManufacturer', title: 'Acme Doors' },
    )
    expect(state.manufacturerTitles).toEqual(['Bolt Hardware'])
  })

  it('reports unnamed and duplicate columns and duplicate values', () => {
    const state = run(
      start(),
      { type: 'addColumn', name: '' },
      { type: 'addColumn', name: 'material' },
      { type: 'addValue', column: 1, text: '20 MIN' },
    )
    // the shared ParametersWriteSchema's messages, then the editor's own rule on values
    expect(findEditorProblems(state)).toEqual([
      'Column 3: Parameter name is required',
      'Column 4: Parameter "material" appears twice',
      '"20 MIN" appears twice in Fire Rating',
    ])
    const long = run(start(), { type: 'addColumn', name: 'N'.repeat(201) })
    expect(findEditorProblems(long)).toEqual(['Column 3: Use at most 200 characters'])
    expect(findEditorProblems(start())).toEqual([])
  })
})
