import { eq, ne, or, type SQL } from 'drizzle-orm'
import { omniclasses } from '../../db/schema'

/**
 * Who may see a generated table no one has reviewed yet (issue 26: junk had appeared at once in every
 * professional's search): its author and administrators, through every API path; everyone once reviewed.
 */
export type Viewer = { id: number; role: 'admin' | 'professional' }

type Visibility = { source: string; reviewed: boolean; authorId: number | null }

export function isAwaitingReview(row: { source: string; reviewed: boolean }): boolean {
  return row.source === 'generated' && !row.reviewed
}

export function isVisibleTo(row: Visibility, viewer: Viewer): boolean {
  return !isAwaitingReview(row) || viewer.role === 'admin' || row.authorId === viewer.id
}

/** The same as a query condition on `omniclasses` (undefined: no condition, for administrators). */
export function visibleToSql(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined
  return or(
    ne(omniclasses.source, 'generated'),
    eq(omniclasses.reviewed, true),
    eq(omniclasses.authorId, viewer.id),
  )
}

/** The signed-in user of a route that needs a session, as a viewer. */
export function viewerOf(request: { user: Viewer | null }): Viewer {
  return { id: request.user!.id, role: request.user!.role }
}
