import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useCombobox } from './combobox'

const fruits = ['Apple', 'Banana', 'Cherry']

function Picker({ onChoose, autoHighlight }: { onChoose: (fruit: string) => void; autoHighlight?: boolean }) {
  const [open, setOpen] = useState(false)
  const combobox = useCombobox({
    items: fruits,
    getKey: (fruit) => fruit,
    open,
    onOpenChange: setOpen,
    onChoose: (fruit) => (setOpen(false), onChoose(fruit)),
    autoHighlight,
  })
  return (
    <>
      <input {...combobox.inputProps} aria-label="Fruit" onFocus={() => setOpen(true)} />
      {open && (
        <ul {...combobox.listProps} aria-label="Fruits">
          {fruits.map((fruit, index) => (
            <li key={fruit} {...combobox.optionProps(fruit, index)}>
              {fruit}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

describe('the combobox', () => {
  it('names its list and the highlighted option through the ARIA combobox attributes', async () => {
    render(<Picker onChoose={() => undefined} />)
    const box = screen.getByRole('combobox', { name: 'Fruit' })
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.getAttribute('aria-autocomplete')).toBe('list')
    await userEvent.click(box)
    expect(box.getAttribute('aria-expanded')).toBe('true')
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id)
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const banana = screen.getByRole('option', { name: 'Banana' })
    expect(box.getAttribute('aria-activedescendant')).toBe(banana.id)
    expect(banana.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('option', { name: 'Apple' }).getAttribute('aria-selected')).toBe('false')
  })

  it('moves with Up and Down, wrapping at the ends, and Enter chooses the highlighted option', async () => {
    const onChoose = vi.fn()
    render(<Picker onChoose={onChoose} />)
    await userEvent.click(screen.getByRole('combobox'))
    // Up from nothing lands on the last option, Down past the last wraps to the first
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}{Enter}')
    expect(onChoose).toHaveBeenCalledWith('Banana')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('closes on Escape without choosing, and Enter then chooses nothing', async () => {
    const onChoose = vi.fn()
    render(<Picker onChoose={onChoose} />)
    const box = screen.getByRole('combobox')
    await userEvent.click(box)
    await userEvent.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)
    await userEvent.keyboard('{Enter}')
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('with autoHighlight, Enter takes the first option before any move', async () => {
    const onChoose = vi.fn()
    render(<Picker onChoose={onChoose} autoHighlight />)
    await userEvent.click(screen.getByRole('combobox'))
    await userEvent.keyboard('{Enter}')
    expect(onChoose).toHaveBeenCalledWith('Apple')
  })

  it('a click chooses the option under the pointer', async () => {
    const onChoose = vi.fn()
    render(<Picker onChoose={onChoose} />)
    await userEvent.click(screen.getByRole('combobox'))
    await userEvent.click(screen.getByRole('option', { name: 'Cherry' }))
    expect(onChoose).toHaveBeenCalledWith('Cherry')
  })
})
