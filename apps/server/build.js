// @ts-check
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

/**
 * Compiles the server for production (decision 0012): one ESM file, apps/server/dist/server.js, run
 * with plain `node`. Our workspace packages (@store/core, and @store/web/server for server rendering)
 * export TypeScript sources, so they are bundled; every other package stays in node_modules, as
 * native addons (better-sqlite3) and CommonJS packages must.
 */
const serverDir = import.meta.dirname

/** @type {import('esbuild').Plugin} */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@store/') ? undefined : { path: args.path, external: true }))
    // The Node check finds package.json from its own place, and src/ and dist/ share a depth: kept as a file.
    b.onResolve({ filter: /\/launch\/supported-node\.mjs$/ }, (args) => ({ path: args.path, external: true }))
  },
}

const started = Date.now()
await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  // config.ts finds the repository root as ../../.. from its own folder: src/ and dist/ are at the same depth.
  outfile: path.join(serverDir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.19',
  sourcemap: true,
  jsx: 'automatic',
  tsconfig: path.resolve(serverDir, '../../tsconfig.json'),
  plugins: [externalNodeModules],
  logLevel: 'warning',
})
// The child process that takes a scheduled SQLite backup (decisions 0070, 0081; backup/off-process.ts), beside server.js.
await build({
  entryPoints: [path.join(serverDir, 'src/backup/sqlite-child.ts')],
  outfile: path.join(serverDir, 'dist/backup-child.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.19',
  tsconfig: path.resolve(serverDir, '../../tsconfig.json'),
  plugins: [externalNodeModules],
  logLevel: 'warning',
})
// A small launcher runs before any line of server.js, whose imports (better-sqlite3's native module
// among them) all load first: it refuses an unsupported Node with one sentence (decision 0035), and sets
// NODE_ENV, from which React picks its production or development server build when first imported.
fs.writeFileSync(
  path.join(serverDir, 'dist/start.js'),
  '// Written by apps/server/build.js.\n' +
    "import '../launch/supported-node.mjs'\n" +
    "process.env.NODE_ENV ??= 'production'\n" +
    "await import('./server.js')\n",
)
console.log(`server built: ${path.relative(process.cwd(), path.join(serverDir, 'dist/server.js'))} (${Date.now() - started} ms)`)
