import { checkProductDocument, type DocumentProblem } from '@store/core/browser'

/** Where a document path is, as the editor's parts name it ('multi_selectable_attributes/0' → 'Add-on group 1'). */
export function productPlace(path: string): string {
  const [list, index, inner, innerIndex] = path.split('/')
  const n = Number(index) + 1
  if (list === 'attributes')
    return inner === 'values' && innerIndex !== undefined ? `Option ${n}, value ${Number(innerIndex) + 1}` : `Option ${n}`
  if (list === 'multi_selectable_attributes')
    return inner === 'values' && innerIndex !== undefined ? `Add-on ${Number(innerIndex) + 1} in group ${n}` : `Add-on group ${n}`
  if (list === 'combinations') return index === undefined ? 'Combinations' : `Combination ${n}`
  return 'The product'
}

/**
 * Core's product rules speak of the document's keys ("min_select exceeds the number of values"); the
 * owner reads the editor's words ("At least", options, add-ons). A rule not listed keeps its words.
 */
const WORDS: [RegExp, (...found: string[]) => string][] = [
  [/^min_select cannot exceed max_select$/, () => '"At least" is more than "At most"'],
  [/^min_select exceeds the number of values$/, () => '"At least" is more than the add-ons in the group'],
  [
    /^needs (\d+) choices? but no (variant|order) can have more than (\d+)$/,
    (n, kind, most) => `"At least" asks for ${n}, but no ${kind === 'variant' ? 'combination' : 'order'} can have more than ${most}`,
  ],
  [/^ref "(.*)" is used twice/, (ref) => `"${ref}" is a value of two options; give one of them another name`],
  [/^a product with attributes needs at least one combination$/, () => 'offer at least one combination of the options'],
  [/^combinations need attributes$/, () => 'add an option first'],
  [/^unknown value ref "(.*)"$/, (ref) => `"${ref}" is not a value of any option`],
  [/^picks two values of attribute "(.*)"$/, (name) => `picks two values of ${name}`],
  [/^must pick one value of every attribute$/, () => 'must pick one value of every option'],
  [/^the same combination is listed twice$/, () => 'is listed twice'],
]

/** A problem core's product rules found, as a sentence that starts with the place it is in. */
export function documentProblemText({ path, message }: DocumentProblem): string {
  for (const [rule, say] of WORDS) {
    const found = rule.exec(message)
    if (found) return `${productPlace(path)}: ${say(...found.slice(1))}`
  }
  return `${productPlace(path)}: ${message}`
}

/** The editor's own check before it sends: core's problems, each at its path, said for the owner. */
export const checkProduct = (doc: Parameters<typeof checkProductDocument>[0]): DocumentProblem[] =>
  checkProductDocument(doc).map((p) => ({ path: p.path, message: documentProblemText(p) }))
