import type { FastifyInstance, RouteOptions } from 'fastify'
import swagger from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { accessFor, sessionCookie } from './access'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** error statuses the handler itself answers (404, 409…), beyond those every route of its kind can */
    errors?: number[]
  }
}

type JsonSchema = { [key: string]: unknown }

const errorNames: Record<number, string> = {
  400: 'The request is invalid; `message` says why',
  401: 'No session: sign in first',
  403: 'Not allowed: the admin role is needed, or the request came from a foreign origin',
  404: 'Not found',
  409: 'Conflicts with what exists',
  413: 'The body is too large',
  415: 'The body is not JSON',
  422: 'The file or text cannot be used',
  429: 'Too many attempts; try again later',
  500: 'Internal server error',
  503: 'The database is not answering; try again shortly',
}
const errorBody: JsonSchema = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
  additionalProperties: false,
}
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `GET /admin/contacts/get/:id` → `getAdminContactsGetById`: unique because method and URL are. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[^a-zA-Z0-9]+/))
    .filter(Boolean)
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('')
}

/** The error statuses a route can answer, from what it is: who may call it, what it reads, what it declares. */
export function errorStatusesFor(route: RouteOptions, schema: JsonSchema): number[] {
  const method = String(route.method)
  const access = accessFor(route.url, route.config?.access)
  // every route can answer 400: a NUL anywhere in the path, query or body is refused (plugins/reject-nul.ts)
  const statuses = new Set<number>([400, 500, 503, ...(route.config?.errors ?? [])])
  if (access !== 'public') statuses.add(401)
  if (access === 'admin' || unsafeMethods.has(method)) statuses.add(403)
  if (route.url.includes(':')) statuses.add(404)
  if (schema.body) [413, 415].forEach((status) => statuses.add(status))
  if (route.config && 'rateLimit' in route.config) statuses.add(429)
  return [...statuses].sort()
}

/** Properties marked `.meta({ 'x-required': true })`: optional to zod so the handler can answer the spec's
 * own message for a missing value, but required on the wire all the same. */
function markRequired(target: unknown) {
  const object = target as { properties?: Record<string, JsonSchema>; required?: string[] } | undefined
  if (!object?.properties) return
  for (const [name, property] of Object.entries(object.properties)) {
    if (!property['x-required']) continue
    delete property['x-required']
    object.required = [...new Set([...(object.required ?? []), name])]
  }
}

/** OpenAPI 3.0's `nullable` needs a `type` beside it; zod writes it beside `anyOf`, so it moves to the members. */
function moveNullable(node: unknown) {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) return node.forEach(moveNullable)
  const schema = node as JsonSchema
  if (schema.nullable === true && !('type' in schema) && Array.isArray(schema.anyOf)) {
    delete schema.nullable
    for (const member of schema.anyOf as JsonSchema[]) if ('type' in member) member.nullable = true
  }
  Object.values(schema).forEach(moveNullable)
}

/**
 * The OpenAPI document at /api/docs, filled in centrally: each operation gets an id, the session-cookie
 * security its access needs (none when public), and every error status it can answer in the one error shape.
 * Routes declare their summary, and `config.errors` for statuses their handler answers itself.
 */
export async function registerOpenApi(app: FastifyInstance, apiHost: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Scout API',
        version: '1.0.0',
        description: 'Errors answer `{ code, message }`. Sign in with POST /api/auth/login for the cookie.',
      },
      servers: [{ url: apiHost }],
      components: {
        securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookie } },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input) as { schema?: JsonSchema; url: string }
      if (transformed.schema?.hide) return transformed as never
      const { url } = transformed
      const schema = transformed.schema ?? {}
      const route = input.route
      const method = String(route.method)
      markRequired(schema.querystring)
      markRequired(schema.params)
      const access = accessFor(route.url, route.config?.access)
      const response = { ...(schema.response as JsonSchema | undefined) }
      if (!Object.keys(response).some((status) => status.startsWith('2'))) {
        response[200] = { description: String(schema.description ?? 'Success') }
      }
      for (const status of errorStatusesFor(route, schema)) {
        // in JSON even where the route's success is another type (the generation job's event stream)
        response[status] ??= {
          description: errorNames[status] ?? 'Error',
          content: { 'application/json': { schema: errorBody } },
        }
      }
      return {
        url,
        schema: {
          ...schema,
          operationId: (schema.operationId as string | undefined) ?? operationIdFor(method, route.url),
          security: access === 'public' ? [] : [{ sessionCookie: [] }],
          response,
        },
      }
    },
    transformObject: (document) => {
      const openapiObject = 'openapiObject' in document ? document.openapiObject : document.swaggerObject
      moveNullable(openapiObject)
      return openapiObject
    },
  })
}
