import type { Ajv, ErrorObject, KeywordDefinition } from 'ajv'
import type { FastifyInstance, FastifySchema } from 'fastify'

/**
 * Numbers in input are whole, finite, safe and written plainly, on every route.
 *
 * Why this exists: Ajv coerces a query string to an integer when `"1e309" == +"1e309"`, which holds
 * for Infinity, and after coercion it checks neither the type again nor `minimum`/`maximum` (both skip
 * non-finite numbers). So `?page=1e309` reached SQLite as Infinity and answered 500. Ajv also takes
 * "0x10", " 1" and "1e3" for 16, 1 and 1000.
 *
 * The fix is one keyword, `x-number-input`, that `markNumberInputs` adds to every object or array in a
 * route's querystring, params, body and headers schemas that holds numbers. Ajv runs keywords without a
 * type before `properties` and `items`, so it sees the raw value before coercion: a string must be a
 * plain decimal, and the number it stands for (or a JSON number) must be finite and, for integers, a
 * safe integer. The schema's own bounds then apply as usual. Booleans, and null where the schema does
 * not take null, are refused too: coercion would turn them into 1 and 0.
 */
export const NUMBER_INPUT = 'x-number-input'

interface NumberSpec {
  integer: boolean
  /** A union that also takes strings: a string is not a number here, only numbers are checked. */
  numbersOnly: boolean
  /** The schema also takes null (a union with Null): null is then a value, not a number to refuse. */
  nullable: boolean
  /** The schema also takes booleans (a setting's value): true and false are values then. */
  takesBooleans: boolean
  min?: number
  max?: number
}
type Schema = Record<string, unknown>

const INTEGER_TEXT = /^-?\d{1,16}$/
const DECIMAL_TEXT = /^-?\d{1,16}(?:\.\d{1,16})?$/

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value)
const types = (schema: Schema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string])

/** What a schema says about a number, or undefined when it takes no numbers. */
function numberSpec(schema: unknown): NumberSpec | undefined {
  if (!isSchema(schema)) return undefined
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined
  if (Array.isArray(branches)) {
    const specs = branches.map(numberSpec).filter((s) => s !== undefined)
    if (specs.length === 0) return undefined
    const takes = (type: string) => branches.some((b) => isSchema(b) && types(b).includes(type))
    return {
      integer: specs.every((s) => s.integer),
      numbersOnly: takes('string') || specs.some((s) => s.numbersOnly),
      nullable: takes('null') || specs.some((s) => s.nullable),
      takesBooleans: takes('boolean') || specs.some((s) => s.takesBooleans),
    }
  }
  const t = types(schema)
  if (!t.includes('integer') && !t.includes('number')) return undefined
  return {
    integer: !t.includes('number'),
    numbersOnly: t.includes('string'),
    nullable: t.includes('null'),
    takesBooleans: t.includes('boolean'),
    min: typeof schema.minimum === 'number' ? schema.minimum : undefined,
    max: typeof schema.maximum === 'number' ? schema.maximum : undefined,
  }
}

function problem(value: unknown, spec: NumberSpec): string | undefined {
  let n: number
  if (typeof value === 'number') n = value
  else if (typeof value === 'string' && !spec.numbersOnly) {
    if (!(spec.integer ? INTEGER_TEXT : DECIMAL_TEXT).test(value)) return message(spec)
    n = Number(value)
  } else if ((typeof value === 'boolean' && !spec.takesBooleans) || (value === null && !spec.nullable)) {
    // coerceTypes would make true 1, false 0 and null 0: a product id of `true` would be product 1.
    return message(spec)
  } else return undefined // other types are the type keyword's to refuse
  const ok = spec.integer ? Number.isSafeInteger(n) : Number.isFinite(n)
  return ok ? undefined : message(spec)
}

function message(spec: NumberSpec): string {
  const what = spec.integer ? 'a whole number' : 'a number'
  if (spec.min !== undefined && spec.max !== undefined) return `must be ${what} from ${spec.min} to ${spec.max}`
  if (spec.min !== undefined) return `must be ${what} of at least ${spec.min}`
  if (spec.max !== undefined) return `must be ${what} of at most ${spec.max}`
  return `must be ${what}`
}

/** The children of an object or array schema that hold numbers. */
function numberChildren(schema: Schema) {
  const properties = new Map<string, NumberSpec>()
  if (isSchema(schema.properties))
    for (const [key, child] of Object.entries(schema.properties)) {
      const spec = numberSpec(child)
      if (spec) properties.set(key, spec)
    }
  const patterns = isSchema(schema.patternProperties) ? Object.values(schema.patternProperties) : []
  const others = [schema.additionalProperties, ...patterns].map(numberSpec).find((s) => s !== undefined)
  const items = numberSpec(schema.items)
  return { properties, others, items }
}

const keyword: KeywordDefinition = {
  keyword: NUMBER_INPUT,
  schemaType: 'boolean',
  errors: true,
  compile(_value, parentSchema) {
    const { properties, others, items } = numberChildren(parentSchema as Schema)
    const validate = (data: unknown, cxt?: { instancePath: string }): boolean => {
      if (typeof data !== 'object' || data === null) return true
      const fail = (key: string | number, text: string) => {
        const error: Partial<ErrorObject> = {
          instancePath: `${cxt?.instancePath ?? ''}/${key}`,
          keyword: NUMBER_INPUT,
          message: text,
          params: {},
        }
        ;(validate as { errors?: Partial<ErrorObject>[] }).errors = [error]
        return false
      }
      if (Array.isArray(data)) {
        if (items)
          for (let i = 0; i < data.length; i++) {
            const text = problem(data[i], items)
            if (text) return fail(i, text)
          }
        return true
      }
      for (const key in data) {
        const spec = properties.get(key) ?? others
        if (!spec) continue
        const text = problem((data as Record<string, unknown>)[key], spec)
        if (text) return fail(key, text)
      }
      return true
    }
    return validate
  },
}

/** Ajv plugin for Fastify's `ajv.plugins` option: defines the keyword. */
export function numberInputKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword(keyword)
}

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions'])
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems'])
const SCHEMAS = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'])

/** A copy of a schema with the keyword on every object or array that holds numbers; shared schemas stay untouched. */
export function markNumberInputs(schema: unknown): unknown {
  if (!isSchema(schema)) return schema
  const copy: Schema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isSchema(value))
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, markNumberInputs(child)]))
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) copy[key] = value.map(markNumberInputs)
    else copy[key] = SCHEMAS.has(key) ? markNumberInputs(value) : value
  }
  const { properties, others, items } = numberChildren(schema)
  if (properties.size > 0 || others || items) copy[NUMBER_INPUT] = true
  return copy
}

const INPUT_PARTS = ['querystring', 'params', 'body', 'headers'] as const

/** Marks the input schemas of every route registered after this call (all of them: it runs before the routes). */
export function registerNumberInput(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as FastifySchema | undefined
    if (!schema) return
    const marked: FastifySchema = { ...schema }
    for (const part of INPUT_PARTS) if (schema[part]) marked[part] = markNumberInputs(schema[part])
    route.schema = marked
  })
}
