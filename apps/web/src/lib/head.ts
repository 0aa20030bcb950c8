import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { HeadInput } from '@store/core'
import { pageHead } from '@store/core/browser'
import { useSession } from './session.ts'
import { publishScreenTitle, useRouteName } from './screen-title.ts'

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.appendChild(element)
  }
  // The server wrote the same head: a write that changes nothing is skipped (decision 0107).
  if (element.content !== content) element.content = content
}

function setLink(rel: string, href: string, sizes?: string) {
  const selector = sizes ? `link[rel="${rel}"][sizes="${sizes}"]` : `link[rel="${rel}"]`
  let element = document.head.querySelector<HTMLLinkElement>(selector)
  if (!element) {
    element = document.createElement('link')
    element.rel = rel
    if (sizes) element.sizes.value = sizes
    document.head.appendChild(element)
  }
  // The attribute as written (a relative icon path reads back absolute through `href`).
  if (element.getAttribute('href') !== href) element.setAttribute('href', href)
}

/**
 * Keeps the page head (spec §2) in step with the screen: title, description, social-preview tags,
 * canonical link and icons. The server writes the same head into the HTML for link previews. A
 * screen passes its name when its data gives it; otherwise its route's fixed name is used.
 */
export function useHead(input: Omit<HeadInput, 'pathname'> = {}): void {
  const { pathname } = useLocation()
  const settings = useSession((s) => s.siteSettings)
  const routeName = useRouteName()
  const { name = routeName || undefined, description, image } = input
  useEffect(() => {
    publishScreenTitle(pathname, name ?? '')
    if (!settings) return
    const head = pageHead(settings, { pathname, name, description, image })
    if (document.title !== head.title) document.title = head.title
    setMeta('name', 'description', head.description)
    setMeta('property', 'og:title', head.title)
    setMeta('property', 'og:description', head.description)
    setMeta('property', 'og:url', location.origin + head.canonicalPath)
    if (head.image) setMeta('property', 'og:image', new URL(head.image, location.origin).href)
    setMeta('name', 'twitter:card', 'summary_large_image')
    setLink('canonical', location.origin + head.canonicalPath)
    for (const icon of head.icons) setLink('icon', icon.href, `${icon.size}x${icon.size}`)
  }, [settings, pathname, name, description, image])
}
