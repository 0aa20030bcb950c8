/**
 * The URL of one picture made from a logo upload (decision 0086): named by the upload's hash, so each
 * URL's bytes never change and it is cached for a year.
 */
export const brandUrl = (hash: string, name: string) => `/brand/${hash}-${name}`

const BRAND_FILE = /^([0-9a-f]{32})-(logo\.png|social\.png|icon-(?:512|192|144|128|96|48|36|32|16)\.png)$/

/** The hash and picture name a /brand/ file names, or undefined for any other name. */
export function parseBrandFile(file: string): { hash: string; name: string } | undefined {
  const match = BRAND_FILE.exec(file)
  return match ? { hash: match[1]!, name: match[2]! } : undefined
}
