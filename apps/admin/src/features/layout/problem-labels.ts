import { layoutEntryLabel, readableMessage, type LayoutProblem } from '@store/core/browser'
import { fieldName } from '../../lib/field-error.ts'

/** An entry's fields as the form names them, by their path below the entry. */
const FIELDS: Record<string, string> = {
  'data/title': 'Heading',
  'data/html': 'Your text',
  'data/placeholder': 'Text in the search bar',
  'data/category_ids': 'Categories',
  'data/product_ids': 'Chosen products',
  'data/category_slug': 'Category',
  'data/limit': 'How many to show',
  'data/per_page': 'Products loaded at a time',
  'data/items': 'Buttons in the bottom bar',
  'data/slides': 'Slides',
  'settings/autoplay_ms': 'Seconds each slide shows',
}
const SLIDE_FIELDS: Record<string, string> = {
  image: 'The picture',
  link_type: 'Where it leads',
  link_id: 'The link',
  custom_url: 'The address',
}

/** What the layout form calls the field at a path below its entry ('data/slides/0/image/url' → 'The picture of slide 1'). */
export function entryFieldLabel(path: string): string {
  const slide = /^data\/slides\/(\d+)(?:\/([^/]+))?/.exec(path)
  if (slide) {
    const n = Number(slide[1]) + 1
    const field = slide[2] === undefined ? undefined : SLIDE_FIELDS[slide[2]]
    return field ? `${field} of slide ${n}` : `Slide ${n}`
  }
  return FIELDS[path] ?? FIELDS[path.replace(/\/\d+$/, '')] ?? fieldName(path)
}

/**
 * A layout problem as a sentence naming its field: core's layout rules write the rest of one ("must be a
 * whole number from 1 to 24", "is required: upload a picture"), the server's schema Ajv's words.
 */
export function entryProblemText(path: string, message: string): string {
  const label = entryFieldLabel(path)
  const readable = readableMessage(message, label)
  return readable === message && /^[a-z]/.test(message) ? `${label} ${message}` : readable
}

/**
 * A problem of the whole layout for the screen's message: "Entry 3 (Banner slider): The picture of slide
 * 1 is required: upload a picture". Core's `layoutProblemText` says it with the field's path, for the
 * server's 422 message; the owner reads the field's name.
 */
export function layoutProblemSentence(entries: readonly { code: string }[], p: LayoutProblem): string {
  const match = /^entries\/(\d+)\/(.+)$/.exec(p.path)
  if (!match) return entryProblemText(p.path, p.message)
  const n = Number(match[1])
  return `Entry ${n + 1} (${layoutEntryLabel(entries[n]?.code ?? '')}): ${entryProblemText(match[2]!, p.message)}`
}
