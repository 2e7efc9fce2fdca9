import type { z } from 'zod'

/**
 * A query value the route needs, left optional to zod so that the handler answers the spec's own message
 * when it is missing (README, departure 4); the OpenAPI document still lists it as required.
 */
export const requiredOnWire = <T extends z.ZodType>(schema: T): T => schema.meta({ 'x-required': true })
