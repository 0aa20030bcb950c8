import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from '../../test/support/postgres-cluster.ts'

export interface BareServer {
  url: string
  stop(): void
}

/** What the bare server answers: the store's bytes and content type for each URL, recorded by the benchmark. */
export type RecordedAnswers = Record<string, { body: string; type: string }>

/**
 * Starts the baseline (bare-server.ts) in its own process, as the store runs in its own, answering
 * `answers`; resolves once it listens. `name` names its file in .bench/ (bare-<name>.json).
 */
export async function startBare(name: string, answers: RecordedAnswers): Promise<BareServer> {
  const benchDir = path.resolve(import.meta.dirname, '../../.bench')
  fs.mkdirSync(benchDir, { recursive: true })
  const file = path.join(benchDir, `bare-${name}.json`)
  fs.writeFileSync(file, JSON.stringify(answers))
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve) =>
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('running')) resolve()
    }),
  )
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}
