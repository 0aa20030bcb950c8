import { fields, isToggle, keyOf, takeTyped } from './typed-before-start.ts'

/** Giving back what a shopper typed before the app started (app/typed-before-start.ts, decision 0106). */

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!

/**
 * Gives the remembered text to the app's fields, as the shopper's input. A field's `defaultValue` is
 * what the app's state holds (React keeps it so); where the remembered text differs, it is typed in.
 */
export function replayTyped(root: ParentNode): void {
  const typedBeforeStart = takeTyped()
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
    if (!('value' in remembered)) continue
    // The app's state moved on since (the shopper went on typing into the running app): theirs stands.
    if (field.defaultValue !== remembered.from) continue
    const value = remembered.value
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
}

/** Where the caret was; null for the fields that have none (e-mail, number). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): { start: number; end: number } | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : { start: field.selectionStart, end: field.selectionEnd }
  } catch {
    return null
  }
}
