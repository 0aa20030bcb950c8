import sanitizeHtml from 'sanitize-html'

/**
 * The one allow-list for HTML an owner writes (the footer snippet, custom_html_block, content pages):
 * sanitised on the server when it is saved, so the storefront may render it as HTML (decision 0082).
 * Structure, text formatting, links and pictures stay; scripts, event handlers, styles, frames,
 * forms and SVG go, and so do URLs whose scheme is not web, mail or phone.
 */
const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'span', 'div', 'section'],
  ...['a', 'img', 'figure', 'figcaption'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
]
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
}
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel']
const URL_ATTRIBUTES = ['href', 'src']

export interface SanitisedHtml {
  /** The HTML as it will be stored and served. */
  html: string
  /** What was taken out, one plain sentence each, to show the owner beside the field. */
  removed: string[]
}

/** A URL the allow-list drops: protocol-relative, or a scheme other than web, mail or phone. */
function unsafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces in a scheme ("java\tscript:"), so they are read without them.
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)
  return squeezed.startsWith('//') || (scheme !== null && !ALLOWED_SCHEMES.includes(scheme[1]!.toLowerCase()))
}

/** Cleans an owner's HTML against the allow-list and says what it removed. */
export function sanitizeOwnerHtml(input: string): SanitisedHtml {
  const removed = new Set<string>()
  const html = sanitizeHtml(input, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ALLOWED_SCHEMES,
    allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Links that open a new tab cannot reach back into the store's window.
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    },
    onOpenTag: (tagName, attribs) => {
      if (!ALLOWED_TAGS.includes(tagName)) {
        removed.add(`<${tagName}> element`)
        return
      }
      const allowed = ALLOWED_ATTRIBUTES[tagName] ?? []
      for (const [name, value] of Object.entries(attribs)) {
        if (!allowed.includes(name)) removed.add(`${name} attribute on <${tagName}>`)
        else if (URL_ATTRIBUTES.includes(name) && unsafeUrl(value)) removed.add(`unsafe ${name} URL on <${tagName}>`)
      }
    },
  })
  return { html, removed: [...removed] }
}
