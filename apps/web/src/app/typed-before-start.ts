/**
 * What a shopper typed into the server's HTML before the app took it over (decision 0106).
 *
 * A server-rendered form can be typed into before its script has run. React keeps the typed text on
 * screen when it hydrates, but its state still holds what the server rendered (empty), so a submit
 * would send nothing; and should the app render the page afresh (its saved state differs from the
 * server's), the text is gone from the screen too. So the text is read before hydration, and once the
 * app runs it is given back as the shopper's own input: React's change handlers see it like typing.
 */

type Typed = { value: string } | { checked: boolean }

/** The named fields: a name finds the same field again after the app renders the screen afresh. */
const fields = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name]:not([type=file]):not([type=hidden]), textarea[name]'),
]
const keyOf = (field: HTMLInputElement | HTMLTextAreaElement) =>
  field instanceof HTMLInputElement && field.type === 'radio' ? `${field.name}=${field.value}` : field.name
const isToggle = (field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

let typedBeforeStart = new Map<string, Typed>()

/**
 * Reads what differs from the app's state in `root`'s fields: before hydration, from the server's
 * HTML; right after, from the hydrated fields (their `defaultValue` is then the state's), which still
 * show what was typed meanwhile. Adds to what was read before.
 */
export function rememberTyped(root: ParentNode): void {
  for (const field of fields(root)) {
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) typedBeforeStart.set(keyOf(field), { checked: field.checked })
    } else if (field.value !== field.defaultValue) typedBeforeStart.set(keyOf(field), { value: field.value })
  }
}

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!

/**
 * Gives the remembered text to the app's fields, as the shopper's input. A field's `defaultValue` is
 * what the app's state holds (React keeps it so); where the remembered text differs, it is typed in.
 */
export function replayTyped(root: ParentNode): void {
  for (const field of fields(root)) {
    const remembered = typedBeforeStart.get(keyOf(field))
    if (remembered === undefined) continue
    if (isToggle(field)) {
      const checked = 'checked' in remembered ? remembered.checked : field.checked
      // Of a group of radio buttons, only the chosen one is clicked (clicking the others would choose them).
      if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) continue
      // The app's state first, then a real click: React's change handler toggles it to what was chosen.
      field.checked = field.defaultChecked
      field.click()
      continue
    }
    const value = 'value' in remembered ? remembered.value : field.value
    if (value === field.defaultValue) continue
    const focused = field.ownerDocument.activeElement === field
    const selection = focused ? selectionOf(field) : null
    // Through the element's own setter, React's value tracker records the state's value; the
    // prototype's setter then changes what is shown without telling the tracker, so the input event
    // reads as a change to React (as typing would).
    field.value = field.defaultValue
    nativeValueSetter(field).call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    if (selection) field.setSelectionRange(selection.start, selection.end)
  }
  typedBeforeStart = new Map()
}

/** Where the caret was; null for the fields that have none (e-mail, number). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): { start: number; end: number } | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : { start: field.selectionStart, end: field.selectionEnd }
  } catch {
    return null
  }
}
