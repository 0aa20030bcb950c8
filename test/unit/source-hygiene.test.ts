import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Every source file of the project (not dependencies or builds), relative to the root. */
function sources(dirs: string[]): string[] {
  const found: string[] = []
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(path.join(root, at), { withFileTypes: true })) {
      const file = path.join(at, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist'].includes(entry.name)) walk(file)
      } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) found.push(file)
    }
  }
  for (const dir of dirs) walk(dir)
  return found
}

const lines = (file: string) => fs.readFileSync(path.join(root, file), 'utf8').split('\n')

describe('source hygiene', () => {
  it('cites decisions and spec sections, never a tracker’s issue numbers, which mean nothing inside the repository', () => {
    const here = path.relative(root, import.meta.filename)
    const found = sources(['apps', 'packages', 'test', 'e2e', 'bench'])
      .filter((file) => file !== here)
      .flatMap((file) => lines(file).flatMap((line, i) => (/\bissues? #?\d+\b/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])))
    expect(found).toEqual([])
  })

  it('takes form limits (e-mail, name, phone, password) from core’s constants, never as literals', () => {
    const literal = /maxLength(?:=\{|: )(254|100|20|128)\b/
    const found = sources(['apps/web/src', 'packages/core/src/api']).flatMap((file) =>
      lines(file).flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    )
    // A campaign's name (scratch cards) and a Razorpay signature are not form limits of a person.
    expect(found.filter((hit) => !/scratch-cards\.ts|razorpay_signature/.test(hit))).toEqual([])
  })
})
