/** The parts of the served OpenAPI document that tests read. */
export interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  maxLength?: number
  maxItems?: number
  format?: string
}

export interface Operation {
  operationId?: string
  summary?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>
}

export interface OpenApiDocument {
  tags?: { name: string; description?: string }[]
  servers?: { url: string }[]
  components?: { securitySchemes?: Record<string, unknown> }
  paths: Record<string, Record<string, Operation>>
}

/** Every operation, named `METHOD /path` as the document writes the path (`{id}`). */
export const operations = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op })),
  )
