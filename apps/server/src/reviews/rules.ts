import { REVIEW_EDIT_DAYS, REVIEW_MAX_LENGTH } from '@store/core'
import { InputError } from '../http/errors.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Order statuses whose items can be rated: the shopper has the goods. */
export const RATEABLE_STATUSES: ReadonlySet<string> = new Set(['delivered', 'picked_up'])

/** Control characters other than tab and line breaks: PostgreSQL refuses NUL, and none of them is text a shopper means. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * The review's text as it is kept: trimmed, line breaks as \n, null when empty. Counted in characters
 * (code points), so an emoji is one, like PostgreSQL's varchar counts. Shown as text, never as HTML.
 */
export function reviewText(input: string | null | undefined): string | null {
  const text = (input ?? '').replace(/\r\n?/g, '\n').trim()
  if (text.length === 0) return null
  if (CONTROL.test(text))
    throw new InputError('Remove the control characters from your review', [
      { path: 'review', message: 'Remove the control characters from your review' },
    ])
  const length = [...text].length
  if (length > REVIEW_MAX_LENGTH) {
    const message = `Your review can have at most ${REVIEW_MAX_LENGTH.toLocaleString('en-US')} characters (it has ${length.toLocaleString('en-US')})`
    throw new InputError(message, [{ path: 'review', message }])
  }
  return text
}

/** "Priya Sharma" → "Priya S.": the first name and the last name's initial, nothing more of who wrote it. */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]
  if (!first) return 'Shopper'
  const short = [...first].slice(0, 40).join('')
  const last = parts.length > 1 ? parts[parts.length - 1]! : ''
  const initial = [...last][0]
  return initial ? `${short} ${initial.toLocaleUpperCase()}.` : short
}

/** Until when a review written at `createdAt` can be changed. */
export function editableUntil(createdAt: string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_EDIT_DAYS * DAY_MS)
}

/** Mean of `count` ratings summing to `sum`, to one decimal; 0 without ratings. */
export function averageOf(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0
}
