import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from './postgres-cluster.ts'

const root = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

/** How a server process is started: from the TypeScript sources through tsx, or the build `npm start` runs. */
const ENTRIES = {
  source: ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  compiled: [path.join(root, 'apps/server/dist/start.js')],
}

/** Starts the server as a real separate process and waits until it listens (on env.PORT when given, else a free port). */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  entry: keyof typeof ENTRIES = 'source',
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const child = spawn(process.execPath, [...nodeArgs, ...ENTRIES[entry]], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Storefront running at')) {
        clearTimeout(timer)
        // From here the output is only drained (a full pipe would block the server's writes), not
        // kept: the dev outbox prints every mail, and searching an ever-longer string on each chunk
        // cost the benches' client more CPU with every order.
        child.stdout!.off('data', onData)
        child.stderr!.off('data', onData)
        child.stdout!.resume()
        child.stderr!.resume()
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve() // already exited, or killed
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
