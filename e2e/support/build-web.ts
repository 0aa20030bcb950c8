import path from 'node:path'
import { build } from 'vite'

/** The journeys run against the production build, exactly what `npm start` serves. */
export default async function setup() {
  await build({
    root: path.resolve(import.meta.dirname, '../../apps/web'),
    logLevel: 'warn',
    configFile: path.resolve(import.meta.dirname, '../../apps/web/vite.config.ts'),
  })
}
