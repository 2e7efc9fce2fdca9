import { data, type LoaderFunctionArgs } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import { ApiError, reasonOf } from '@/lib/api-client'
import { requireSession } from '@/lib/require-session'

export const notAdminMessage = 'The admin area is for administrators only.'

/** Departure 1 (decisions.md §5): a session is not enough, the admin role is needed. */
export async function requireAdmin(args: LoaderFunctionArgs): Promise<User> {
  const user = await requireSession(args)
  if (user.role !== 'admin') throw data(notAdminMessage, { status: 403 })
  return user
}

/**
 * React Router runs a layout's loader and its children's loaders at the same time, so each admin loader
 * checks the role itself first: nothing is fetched for someone who is not an administrator.
 */
export function adminLoader<T>(load: (args: LoaderFunctionArgs) => T | Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    await requireAdmin(args)
    return load(args)
  }
}

/** Departure 4: a missing identifier or title answers 400 with the spec's message. */
export function requireParam(
  value: string | undefined,
  message: 'No identifier provided' | 'No manufacturer title provided' | 'No title provided',
): string {
  if (!value || !value.trim()) throw data(message, { status: 400 })
  return value
}

/** A refused read (404 for a table that is not there, 400 for a bad name) becomes the page's error with its reason. */
export async function loadOrFail<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(reasonOf(error), { status: error.status })
    throw error
  }
}
