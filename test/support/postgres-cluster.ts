import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** Finds the machine's PostgreSQL server binaries (initdb, pg_ctl), or null when it has none. */
export function findPostgresBin(): string | null {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  const candidates = [
    fromConfig.status === 0 ? fromConfig.stdout.trim() : '',
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ]
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, trust auth, data in a temp dir.
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` system user.
 */
export async function startCluster(bin: string): Promise<{ url: string; stop(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-'))
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir])
  fs.chmodSync(dir, 0o777)
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool)
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args
    execFileSync(command, argv, { stdio: 'pipe' })
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'])
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
