import { execFileSync } from 'node:child_process'
import { runningInCI } from '../../support/ci.ts'

/** Where a program is on PATH (plus the sbin folders, where Debian puts nginx and debootstrap), or null. */
export function findTool(name: string): string | null {
  const path = `${process.env.PATH ?? ''}:/usr/local/sbin:/usr/sbin:/sbin`
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { env: { ...process.env, PATH: path }, encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

/**
 * The deploy tests need Debian's tools (program → package). On a developer's machine without them the
 * tests are skipped; in CI (test/support/ci.ts; .ci/run installs them) a missing one fails the test with the
 * package to install, so a broken install step cannot pass as green.
 */
export function deployTools(needed: Record<string, string>): { skip: boolean; missing: string | null } {
  const absent = Object.entries(needed).filter(([program]) => findTool(program) === null)
  const missing =
    absent.length === 0
      ? null
      : `Missing ${absent.map(([program]) => program).join(', ')}: install Debian's ${[...new Set(absent.map(([, pkg]) => pkg))].join(' ')} (apt-get install)`
  return { skip: missing !== null && !runningInCI, missing }
}
