import { problemField, readableMessage, type DocumentProblem } from '@store/core/browser'
import { fieldName } from '../../lib/field-error.ts'

/**
 * The product's own fields as the editor names them, to start a sentence or follow "Enter" and
 * "Enter a valid" (so no article: "Enter a valid address in the shop").
 */
const FIELDS: Record<string, string> = {
  name: 'Name',
  slug: 'Address in the shop',
  selling_price: 'Price',
  original_price: 'Crossed-out price',
  stock: 'Stock',
  description: 'Description',
  category_slugs: 'Categories',
  tax_rate_bp: 'Tax rate',
}

/**
 * What the editor calls the field at a document path ('attributes/0/name' → 'The name of option 1'):
 * a name has no pattern, so its article never follows "Enter a valid".
 */
export function productFieldLabel(path: string): string {
  const [list, index, field, inner, innerField] = path.split('/')
  const n = Number(index) + 1
  if (list === 'attributes') return field === 'name' ? `The name of option ${n}` : `The values of option ${n}`
  if (list === 'multi_selectable_attributes' && field === 'name') return `The name of add-on group ${n}`
  if (list === 'multi_selectable_attributes' && innerField === 'value') return `The name of add-on ${Number(inner) + 1} in group ${n}`
  return FIELDS[list ?? ''] ?? fieldName(path)
}

/**
 * A refused save's `{ path, message }` list as the editor's problems: paths below the request's body
 * (the fields' own paths) and sentences instead of the schema's "must NOT have fewer than 1 characters".
 */
export const productProblems = (errors: DocumentProblem[]): DocumentProblem[] =>
  errors.map((e) => {
    const path = problemField(e.path, e.message)
    return { path, message: readableMessage(e.message, productFieldLabel(path)) }
  })
