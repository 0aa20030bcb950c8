import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cli-'))
const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/cli', script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
const count = (file: string, table: string) => {
  const db = new SQLite(file, { readonly: true })
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
  } finally {
    db.close()
  }
}

describe('owner CLIs', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('seeds the demo store, then replaces it with an empty one', () => {
    const file = path.join(dir, 'seed.sqlite')
    expect(run('seed.ts', ['--demo'], { SQLITE_PATH: file })).toContain('Seeded the demo store')
    expect(count(file, 'products')).toBeGreaterThanOrEqual(40)
    expect(count(file, 'categories')).toBeGreaterThanOrEqual(8)
    expect(count(file, 'branches')).toBe(2)
    run('seed.ts', ['--empty'], { SQLITE_PATH: file })
    expect(count(file, 'products')).toBe(0)
  }, 60_000)

  it('generates a catalogue of the asked size into its own file', () => {
    const file = path.join(dir, 'generated.sqlite')
    expect(run('generate-catalog.ts', ['--products', '500', '--file', file])).toContain(`500 products in ${file}`)
    expect(count(file, 'products')).toBe(500)
  }, 60_000)

  it('refuses a seed without --demo or --empty', () => {
    expect(() => run('seed.ts', [], { SQLITE_PATH: path.join(dir, 'none.sqlite') })).toThrow(/Usage: npm run seed/)
  }, 60_000) // starting tsx in a child process alone can pass the default 5 s on a busy 2-core machine
})
