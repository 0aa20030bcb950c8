/** Adds a third-party script once (live chats, analytics); the plugin chunk itself is already lazy. */
export function loadScript(src: string, attributes: Record<string, string> = {}): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  for (const [k, v] of Object.entries(attributes)) script.setAttribute(k, v)
  document.head.appendChild(script)
}
