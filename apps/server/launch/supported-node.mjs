// The first thing every entry point runs (the server's launcher, each CLI, `npm start`, `npm test`):
// on a Node outside package.json's `engines`, stop at once with one sentence, before a native module
// (better-sqlite3 13 needs Node-API of Node 22) can crash the process with a stack trace (decision 0035).
//
// Plain JavaScript that any old Node can parse, with nothing of the project's imported: it has to
// speak on exactly the runtimes the rest of the code cannot run on.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

/** package.json's `engines.node`: the one place the supported Node lines are written. */
export function supportedRange() {
  const packageFile = fileURLToPath(new URL('../../../package.json', import.meta.url))
  return JSON.parse(fs.readFileSync(packageFile, 'utf8')).engines.node
}

const parseVersion = (text) => {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim())
  if (!match) throw new Error(`Not a Node version: "${text}"`)
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)]
}

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/**
 * Whether `version` (e.g. "24.21.0") is inside `range`. Only the two forms package.json uses are
 * understood, `^X.Y.Z` and `>=X.Y.Z`, joined by `||`; any other form throws, so a range edited into
 * something this check cannot read fails loudly (a unit test reads the real one) instead of passing.
 */
export function satisfies(version, range) {
  const found = parseVersion(version)
  return range.split('||').some((clause) => {
    const text = clause.trim()
    if (text.startsWith('>=')) return compare(found, parseVersion(text.slice(2))) >= 0
    if (text.startsWith('^')) {
      const least = parseVersion(text.slice(1))
      return found[0] === least[0] && compare(found, least) >= 0
    }
    throw new Error(`engines.node clause "${text}" is not of the form ^X.Y.Z or >=X.Y.Z`)
  })
}

/** The one sentence an unsupported Node gets. */
export function refusal(version, range) {
  return (
    `This store needs Node.js ${range.replace(/\s*\|\|\s*/g, ' or ')}, but it was started with Node.js ${version}: ` +
    'run it through npm (npm start, npm test, npm run …), which uses the Node.js that `npm install` brings into node_modules, or install Node.js 24 LTS.\n'
  )
}

const range = supportedRange()
if (!satisfies(process.versions.node, range)) {
  process.stderr.write(refusal(process.versions.node, range))
  process.exit(1)
}
