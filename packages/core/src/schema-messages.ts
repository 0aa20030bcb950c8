/** Ajv's comparison words for a number's bound ("must be >= 0"). */
const BOUNDS: Record<string, string> = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' }

/**
 * The server's schema messages (Ajv's "must NOT have fewer than 8 characters") read
 * as sentences for a person, in the storefront and the owner's app alike. The services' own messages
 * ("Enter your name") are already written for people and pass through unchanged.
 */
export function readableMessage(message: string, label: string): string {
  const fewer = /fewer than (\d+) characters/.exec(message)
  // At least 1: the field was left empty (or only spaces), and that is what to say.
  if (fewer) return fewer[1] === '1' ? `Enter ${label.toLowerCase()}` : `${label} needs at least ${fewer[1]} characters`
  const more = /more than (\d+) characters/.exec(message)
  if (more) return `${label} can have at most ${more[1]} characters`
  // A list's length: "The values of option 1 needs at least 1", said with the label the list has.
  const fewerItems = /fewer than (\d+) items/.exec(message)
  if (fewerItems) return `${label} needs at least ${fewerItems[1]}`
  const moreItems = /more than (\d+) items/.exec(message)
  if (moreItems) return `${label} can have at most ${moreItems[1]}`
  // A number's bounds in words: "Stock must be at least 0" rather than ">= 0".
  const bound = /^must be ([<>]=?) (-?[\d.]+)$/.exec(message)
  if (bound) return `${label} must be ${BOUNDS[bound[1]!]} ${bound[2]}`
  if (/format "email"/.test(message)) return 'Enter a valid e-mail address'
  if (/must match pattern|must be equal to one of|must match a schema/.test(message)) return `Enter a valid ${label.toLowerCase()}`
  if (/required property/.test(message)) return `Enter ${label.toLowerCase()}`
  if (message.startsWith('must ')) return `${label} ${message}`
  return message
}

/**
 * The field a 422's `{ path, message }` is about, as a path below the request's part: 'body/email' →
 * 'email', 'body/attributes/0/name' → 'attributes/0/name'. A missing property is named in the message,
 * not the path ('body' + "must have required property 'name'"), so it is added to the path.
 */
export function problemField(path: string, message: string): string {
  const below = path.replace(/^\/?(body|querystring|params|headers)?(\/|$)/, '')
  const missing = /required property '([^']+)'/.exec(message)?.[1]
  if (missing === undefined) return below
  return below === '' ? missing : `${below}/${missing}`
}
