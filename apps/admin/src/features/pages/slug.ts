/** "About us & FAQ" → "about-us-faq": the slug a new page offers from its title (the server checks the pattern and clashes). */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
}
