/**
 * Focuses `input`, and again once the dialog that asked for the save (the UnsavedGuard's) has closed:
 * a closing dialog gives focus back to what opened it (decision 0037), which would take it from the
 * field the owner has to fix.
 */
export function focusAfterDialog(input: HTMLInputElement) {
  const dialog = document.activeElement?.closest('[role="dialog"]')
  input.focus()
  if (!dialog) return
  const stop = () => {
    document.removeEventListener('focusin', onFocus)
    clearTimeout(timer)
  }
  const onFocus = () => {
    if (dialog.isConnected) return
    stop()
    if (input.isConnected) input.focus()
  }
  document.addEventListener('focusin', onFocus)
  // A dialog whose opener has gone gives focus back to nothing, and no focusin comes.
  const timer = setTimeout(() => {
    stop()
    if (input.isConnected && !dialog.isConnected && document.activeElement === document.body) input.focus()
  }, 1000)
}
