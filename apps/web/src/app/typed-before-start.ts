/**
 * What a shopper typed into the server's HTML before the app took it over (decision 0106).
 *
 * A server-rendered form can be typed into before its script has run. React keeps the typed text on
 * screen when it hydrates, but its state still holds what the server rendered (empty), so a submit
 * would send nothing; and should the app render the page afresh (its saved state differs from the
 * server's), the text is gone from the screen too. So the text is read before hydration, and once the
 * app runs it is given back as the shopper's own input: React's change handlers see it like typing.
 * Giving it back (app/typed-replay.ts) is loaded only when something was typed: most visits type
 * nothing before the app runs, and the home page's script stays smaller.
 */

/** What was typed, and for text what the app's state held then (`from`): replayed only while it still does. */
export type Typed = { value: string; from: string } | { checked: boolean }

/** The named fields: a name finds the same field again after the app renders the screen afresh. */
export const fields = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name]:not([type=file]):not([type=hidden]), textarea[name]'),
]
export const keyOf = (field: HTMLInputElement | HTMLTextAreaElement) =>
  field instanceof HTMLInputElement && field.type === 'radio' ? `${field.name}=${field.value}` : field.name
export const isToggle = (field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

let typedBeforeStart = new Map<string, Typed>()

/**
 * Reads what differs from the app's state in `root`'s fields: before hydration, from the server's
 * HTML; right after, from the hydrated fields (their `defaultValue` is then the state's), which still
 * show what was typed meanwhile. Adds to what was read before; true when anything was typed.
 */
export function rememberTyped(root: ParentNode): boolean {
  for (const field of fields(root)) {
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) typedBeforeStart.set(keyOf(field), { checked: field.checked })
    } else if (field.value !== field.defaultValue) typedBeforeStart.set(keyOf(field), { value: field.value, from: field.defaultValue })
  }
  return typedBeforeStart.size > 0
}

/** What was remembered, handed over once (app/typed-replay.ts gives it back). */
export function takeTyped(): Map<string, Typed> {
  const typed = typedBeforeStart
  typedBeforeStart = new Map()
  return typed
}
