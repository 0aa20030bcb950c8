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
  target: 'node20.19',
  sourcemap: true,
  jsx: 'automatic',
  tsconfig: path.resolve(serverDir, '../../tsconfig.json'),
  plugins: [externalNodeModules],
  logLevel: 'warning',
})
// React (server rendering) picks its production or development build from NODE_ENV when it is first
// imported; ESM imports run before any line of server.js, so a small launcher sets it first.
fs.writeFileSync(
  path.join(serverDir, 'dist/start.js'),
  "// Written by apps/server/build.js. Production unless told otherwise (React's server build reads NODE_ENV).\n" +
    "process.env.NODE_ENV ??= 'production'\nawait import('./server.js')\n",
)
console.log(`server built: ${path.relative(process.cwd(), path.join(serverDir, 'dist/server.js'))} (${Date.now() - started} ms)`)
