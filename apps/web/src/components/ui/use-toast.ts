import { useSyncExternalStore, type ReactNode } from 'react'
import type { ToastVariant } from './toast'

/** Spec §9: one toast at a time; a new one replaces the last. */
export const toastLimit = 1

export type ToastInput = {
  title?: string
  description?: ReactNode
  variant?: ToastVariant
  action?: ReactNode
}
export type ToastItem = ToastInput & { id: number; open: boolean }

let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function toast(input: ToastInput) {
  const id = nextId++
  items = [{ ...input, id, open: true }, ...items].slice(0, toastLimit)
  emit()
  return id
}

export function dismissToast(id: number) {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item))
  emit()
  // keep the closing animation, then forget it
  setTimeout(() => {
    items = items.filter((item) => item.id !== id)
    emit()
  }, 300)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => items,
  )
}
