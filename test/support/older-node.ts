import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { satisfies, supportedRange } from '../../apps/server/launch/supported-node.mjs'

export interface OlderNode {
  path: string
  version: string
}

/**
 * A Node on this machine older than package.json's `engines` allows, if there is one: the system's
 * Node 20 on these machines, which PATH outside npm still finds first. The runtime tests start the
 * store with it to see the one-sentence refusal (decision 0035).
 */
export function findOlderNode(): OlderNode | null {
  const range = supportedRange()
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin']
  const seen = new Set<string>()
  for (const dir of dirs) {
    const candidate = path.join(dir, 'node')
    if (!dir || seen.has(candidate) || !fs.existsSync(candidate)) continue
    seen.add(candidate)
    const version = execFileSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
    if (!satisfies(version, range)) return { path: candidate, version }
  }
  return null
}
