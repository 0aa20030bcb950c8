/**
 * What the shopper typed, as full-text queries (decision 0004): letter/digit words only, so punctuation
 * can never become query syntax, each matching the start of a word; an English plural also matches its
 * singular ("burgers" finds "Burger", "tomatoes" finds "tomato").
 */

/** The letter/digit words of a text, lower-cased. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .match(/[\p{L}\p{N}]+/gu) ?? []

/** Splits what the shopper typed into search words; punctuation is dropped so it can never break the query syntax. */
export function searchWords(query: string): string[] {
  return wordsOf(query)
    .slice(0, 8)
    .map((w) => w.slice(0, 50))
}

/**
 * The prefixes a typed word is searched by: the word, or its singular where English makes one by a
 * suffix. The singular is usually the start of the plural ("burger" of "burgers"), so it alone finds
 * both; "berries" needs "berry" beside "berrie". Both indexes keep words as written (the `simple`
 * configuration, FTS5's default tokenizer), so this is done to the query, not the index. Only words
 * of latin letters, and never a stem shorter than 3 letters, so "bus", "glass" or "hummus" stay whole.
 */
export function wordPrefixes(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word) || !word.endsWith('s') || /(?:ss|us|is)$/.test(word)) return [word]
  const stem = (forms: string[]) => (forms.every((form) => form.length >= 3) ? forms : [word])
  if (word.endsWith('ies') && word.length >= 5) return stem([word.slice(0, -1), `${word.slice(0, -3)}y`])
  // "boxes", "dishes", "sandwiches", "glasses", "tomatoes": the "es" is the plural's; not "shoes" → "sho".
  if (/(?:[sxz]|ch|sh)es$/.test(word) || (word.length >= 6 && word.endsWith('oes'))) return stem([word.slice(0, -2)])
  return stem([word.slice(0, -1)])
}

/**
 * Whether a name (a category's) answers every typed word as the indexes would: each word, or its
 * singular, starts a word of the name. "burger" and "burgers" both name the Burgers, so a search finds
 * the Classic Cheeseburger, which no word of its own starts with "burger".
 */
export function nameMatches(name: string, words: string[]): boolean {
  const nameWords = wordsOf(name).map(withoutAccents)
  return (
    words.length > 0 &&
    words.every((word) => wordPrefixes(word).some((prefix) => nameWords.some((w) => w.startsWith(withoutAccents(prefix)))))
  )
}

/** "Jalapeño" as "jalapeno": the SQLite index drops accents (unicode61 remove_diacritics), so names are compared so too. */
const withoutAccents = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '')

/** SQLite FTS5: every word as a quoted prefix, its forms joined by OR, the words by AND (FTS5 has no implicit AND beside a group). */
export function ftsPrefixQuery(words: string[]): string {
  return words
    .map((word) => {
      const forms = wordPrefixes(word).map((p) => `"${p}"*`)
      return forms.length === 1 ? forms[0] : `(${forms.join(' OR ')})`
    })
    .join(' AND ')
}

/** PostgreSQL `to_tsquery('simple', …)`: every word as a prefix, its forms joined by |, the words by &. */
export function tsPrefixQuery(words: string[]): string {
  return words
    .map((word) => {
      const forms = wordPrefixes(word).map((p) => `${p}:*`)
      return forms.length === 1 ? forms[0] : `(${forms.join(' | ')})`
    })
    .join(' & ')
}
