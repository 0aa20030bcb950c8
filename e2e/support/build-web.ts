import path from 'node:path'
import { build } from 'vite'

/** The journeys run against the production build, exactly what `npm start` serves. */
export default async function setup() {
  // Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: the build would be React's
  // development build (jsx-dev-runtime, 460 KB entry), not what shoppers get.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    // The storefront, and the owner's app at /admin: its own build (decision 0052).
    for (const app of ['web', 'admin']) {
      await build({
        root: path.resolve(import.meta.dirname, `../../apps/${app}`),
        mode: 'production',
        logLevel: 'warn',
        configFile: path.resolve(import.meta.dirname, `../../apps/${app}/vite.config.ts`),
      })
    }
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}
