import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { ApiError, reasonOf } from './api-client'

/**
 * Spec §2: route identifiers are decoded before use (the router does), and a missing one fails the loader
 * with the spec's message; departure 4 makes that a 400 instead of the spec's 429.
 */
export function requireParam(value: string | undefined, message: string): string {
  const text = value?.trim()
  if (!text) throw data(message, { status: 400 })
  return text
}

/** The API's 4xx reason becomes the route's error, so the error screen says what was not found. */
export async function orRouteError<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data(reasonOf(error), { status: error.status })
    throw error
  }
}

/**
 * Pages whose search lives in the query string re-run their loader only when the path changes: a chosen
 * value must not refetch the omniclass.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate
}
