import { ParametersWriteSchema } from '@scout/shared/schemas/omniclass'
/**
 * The parameter editor's state and its pure transitions: columns (parameters) with values, each with a stable
 * id so React keeps focus while rows move.
 */
export type EditorValue = { id: string; text: string }
export type EditorColumn = { id: string; name: string; values: EditorValue[] }
export type EditorState = {
  columns: EditorColumn[]
  reviewed: boolean
  manufacturerTitles: string[]
  nextId: number
}

export type EditorAction =
  | { type: 'addColumn'; name: string }
  | { type: 'renameColumn'; column: number; name: string }
  | { type: 'moveColumn'; from: number; to: number }
  | { type: 'removeColumn'; column: number }
  | { type: 'addValue'; column: number; text: string }
  | { type: 'editValue'; column: number; value: number; text: string }
  | { type: 'moveValue'; column: number; from: number; to: number }
  | { type: 'removeValue'; column: number; value: number }
  | { type: 'setReviewed'; reviewed: boolean }
  | { type: 'addManufacturer'; title: string }
  | { type: 'removeManufacturer'; title: string }

type Parameter = { name: string; values: string[] }

export function createEditorState(input: {
  parameters: Parameter[]
  reviewed?: boolean
  manufacturer_titles?: string[]
}): EditorState {
  let nextId = 1
  const columns = input.parameters.map((p) => ({
    id: `c${nextId++}`,
    name: p.name,
    values: p.values.map((text) => ({ id: `v${nextId++}`, text })),
  }))
  return {
    columns,
    reviewed: input.reviewed ?? false,
    manufacturerTitles: [...(input.manufacturer_titles ?? [])],
    nextId,
  }
}

function move<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

function updateColumn(
  state: EditorState,
  index: number,
  change: (column: EditorColumn) => EditorColumn,
): EditorState {
  if (!state.columns[index]) return state
  return { ...state, columns: state.columns.map((column, i) => (i === index ? change(column) : column)) }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'addColumn':
      return {
        ...state,
        columns: [...state.columns, { id: `c${state.nextId}`, name: action.name.trim(), values: [] }],
        nextId: state.nextId + 1,
      }
    case 'renameColumn':
      return updateColumn(state, action.column, (column) => ({ ...column, name: action.name }))
    case 'moveColumn': {
      const columns = move(state.columns, action.from, action.to)
      return columns === state.columns ? state : { ...state, columns }
    }
    case 'removeColumn':
      return { ...state, columns: state.columns.filter((_, i) => i !== action.column) }
    case 'addValue': {
      const text = action.text.trim()
      if (!text) return state
      const next = updateColumn(state, action.column, (column) => ({
        ...column,
        values: [...column.values, { id: `v${state.nextId}`, text }],
      }))
      return next === state ? state : { ...next, nextId: state.nextId + 1 }
    }
    case 'editValue':
      return updateColumn(state, action.column, (column) => ({
        ...column,
        values: column.values.map((value, i) =>
          i === action.value ? { ...value, text: action.text } : value,
        ),
      }))
    case 'moveValue': {
      const values = state.columns[action.column]?.values
      if (!values || move(values, action.from, action.to) === values) return state
      return updateColumn(state, action.column, (column) => ({
        ...column,
        values: move(column.values, action.from, action.to),
      }))
    }
    case 'removeValue':
      return updateColumn(state, action.column, (column) => ({
        ...column,
        values: column.values.filter((_, i) => i !== action.value),
      }))
    case 'setReviewed':
      return { ...state, reviewed: action.reviewed }
    case 'addManufacturer': {
      const title = action.title.trim()
      if (!title || state.manufacturerTitles.some((t) => sameName(t, title))) return state
      return { ...state, manufacturerTitles: [...state.manufacturerTitles, title] }
    }
    case 'removeManufacturer':
      return { ...state, manufacturerTitles: state.manufacturerTitles.filter((t) => t !== action.title) }
  }
}

/** What is wrong with the table as edited; saving is refused while this is not empty. */
export function findEditorProblems(state: EditorState): string[] {
  // names and limits as the server checks them: the shared schema is their only source of rules and messages
  const checked = ParametersWriteSchema.safeParse(toParameters(state))
  const problems = (checked.error?.issues ?? []).map((issue) => {
    const [index, field] = issue.path
    return typeof index === 'number'
      ? `Column ${index + 1}${field === 'values' ? ' values' : ''}: ${issue.message}`
      : issue.message
  })
  // not a rule of the schema but of the editor: a value listed twice would show twice as a choice
  state.columns.forEach((column, index) => {
    const name = column.name.trim()
    const values = new Set<string>()
    for (const value of column.values) {
      const text = value.text.trim()
      if (text && values.has(text.toLowerCase()))
        problems.push(`"${text}" appears twice in ${name || `column ${index + 1}`}`)
      values.add(text.toLowerCase())
    }
  })
  return problems
}

/** The parameters to send: names and values trimmed, empty values dropped. */
export function toParameters(state: EditorState): Parameter[] {
  return state.columns.map((column) => ({
    name: column.name.trim(),
    values: column.values.map((value) => value.text.trim()).filter(Boolean),
  }))
}
