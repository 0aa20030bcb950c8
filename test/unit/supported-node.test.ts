import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { refusal, satisfies, supportedRange } from '../../apps/server/launch/supported-node.mjs'
import { findOlderNode } from '../support/older-node.ts'

const root = path.resolve(import.meta.dirname, '../..')
const range = supportedRange()
const olderNode = findOlderNode()

describe('the supported Node lines (decision 0035)', () => {
  it('package.json names Node 22 and 24 in a form the check reads', () => {
    expect(range).toBe('^22.19.0 || >=24.11.0')
    for (const version of ['22.19.0', '22.23.3', '24.11.0', '24.21.0', '26.10.0']) expect(satisfies(version, range)).toBe(true)
    for (const version of ['20.20.2', '22.18.9', '23.11.1', '24.10.0', '18.0.0']) expect(satisfies(version, range)).toBe(false)
  })

  it('refuses a range it cannot read rather than letting every Node through', () => {
    expect(() => satisfies('24.21.0', '~24.1.0')).toThrow(/not of the form/)
    expect(() => satisfies('24.21.0', '>=24 <25')).toThrow(/Not a Node version/)
  })

  it('these tests run on a Node the project supports (the one npm brings, or Node 22 in CI)', () => {
    expect(satisfies(process.versions.node, range), `running on Node ${process.versions.node}`).toBe(true)
  })
})

describe.skipIf(!olderNode)(`an older Node (${olderNode?.path} ${olderNode?.version}) gets one sentence`, () => {
  const runWithOlderNode = (args: string[]) =>
    spawnSync(olderNode!.path, args, { cwd: root, encoding: 'utf8', env: { ...process.env, SQLITE_PATH: '/nonexistent/never.sqlite' } })

  it.each([
    ['the check npm start and npm test run first', ['apps/server/launch/supported-node.mjs']],
    ['the seed CLI', [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/cli/seed.ts', '--demo']],
    ['the development server', [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts']],
    // The two tsx entries load their whole module graph before the check runs (ESM links first): on a
    // busy 2-core machine that took 5-10 s, past Vitest's default 5 s. The answer is still checked whole.
  ])('%s', { timeout: 60_000 }, (_name, args) => {
    const result = runWithOlderNode(args)
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(refusal(olderNode!.version, range))
    expect(result.stderr).toContain(`Node.js ${olderNode!.version}`)
    expect(result.stderr).toContain('^22.19.0 or >=24.11.0')
  })
})
