import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../support/postgres-cluster.ts'
import { findTool } from './tools.ts'

const root = path.resolve(import.meta.dirname, '../../..')

export interface Upstream {
  address: string
  /** Marked `down`: nginx sends it nothing (the README's step before restarting a server). */
  down?: boolean
}

export interface Nginx {
  /** https://127.0.0.1:port */
  url: string
  /** The self-signed certificate, for the client to trust. */
  ca: string
  /** Rewrites the upstream lines and reloads; resolves once only workers of the new configuration run. */
  reload(upstreams: Upstream[]): Promise<void>
  errorLog(): string
  accessLog(): string
  stop(): Promise<void>
}

/** Replaces `pattern` in the site file, which must match exactly `times` times: a changed deploy/nginx.conf fails here, not silently. */
function replaceExactly(text: string, pattern: RegExp, replacement: string, times: number): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0
  if (found !== times) throw new Error(`deploy/nginx.conf: expected ${times} match(es) of ${pattern}, found ${found}`)
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), replacement)
}

/** deploy/nginx.conf as shipped, with only what differs on a test machine changed: ports, certificate, servers, web root. */
function siteConfig(dir: string, ports: { http: number; https: number }, upstreams: Upstream[], webRoot: string): string {
  let site = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  site = replaceExactly(site, /^ *listen \[::\]:(80|443)[^;]*;\n/m, '', 2)
  site = replaceExactly(site, /listen 80;/, `listen 127.0.0.1:${ports.http};`, 1)
  site = replaceExactly(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`, 1)
  site = replaceExactly(site, /\/etc\/letsencrypt\/live\/shop\.example\.com\/fullchain\.pem/, path.join(dir, 'cert.pem'), 1)
  site = replaceExactly(site, /\/etc\/letsencrypt\/live\/shop\.example\.com\/privkey\.pem/, path.join(dir, 'key.pem'), 1)
  site = replaceExactly(site, /root \/srv\/storefront\/current\/apps\/web\/dist;/, `root ${webRoot};`, 1)
  site = replaceExactly(site, /\/var\/log\/nginx\/storefront\.access\.log/, path.join(dir, 'storefront.access.log'), 1)
  const servers = upstreams.map((u) => `    server ${u.address} max_fails=1 fail_timeout=5s${u.down ? ' down' : ''};\n`).join('')
  return replaceExactly(site, /(^ *server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=5s;\n)+/m, servers, 1)
}

/** The main file a packaged nginx would have, reduced to what an unprivileged nginx with its own prefix needs. */
function mainConfig(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${path.join(dir, `${t}_temp`)};`)
    .join('\n')
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(dir, 'access.log')};
${temp}
  include ${path.join(dir, 'storefront.conf')};
}
`
}

/** The worker processes of an nginx master (Linux: its children). */
const workers = (pid: number) =>
  fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter((p) => p !== '')

async function until(what: string, check: () => boolean | Promise<boolean>, deadlineMs = 30_000) {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > deadlineMs) throw new Error(`${what}: not within ${deadlineMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Debian's nginx with deploy/nginx.conf in front of `upstreams`, as an unprivileged process (user
 * nobody when the tests run as root) with its own prefix and a self-signed certificate made by openssl.
 */
export async function startNginx(upstreams: Upstream[], webRoot = path.join(root, 'apps/web/dist')): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  // A copy nginx's unprivileged user can read wherever the checkout is (a home folder may be closed to it).
  const web = path.join(dir, 'web')
  fs.cpSync(webRoot, web, { recursive: true })
  const ports = { http: await freePort(), https: await freePort() }
  const writeSite = (list: Upstream[]) => fs.writeFileSync(path.join(dir, 'storefront.conf'), siteConfig(dir, ports, list, web))
  writeSite(upstreams)
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir))
  const asRoot = process.getuid?.() === 0
  const nobody = asRoot ? Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' })) : undefined
  const nogroup = asRoot ? Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' })) : undefined
  if (asRoot) execFileSync('chown', ['-R', `${nobody}:${nogroup}`, dir])
  const child: ChildProcess = spawn(
    findTool('nginx')!,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    {
      uid: nobody,
      gid: nogroup,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const errorLog = () =>
    `${stderr}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`
  await until('nginx did not start', () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errorLog()}`)
    return workers(child.pid!).length === 1
  })
  return {
    url: `https://127.0.0.1:${ports.https}`,
    ca: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    errorLog,
    accessLog: () => fs.readFileSync(path.join(dir, 'storefront.access.log'), 'utf8'),
    async reload(list) {
      writeSite(list)
      const before = new Set(workers(child.pid!))
      child.kill('SIGHUP')
      // The old worker finishes its requests and leaves; then every request goes by the new file.
      await until('nginx did not reload', () => {
        const now = workers(child.pid!)
        return now.length === 1 && !before.has(now[0]!)
      })
    },
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(dir, { recursive: true, force: true })
          resolve()
        }
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', done)
        // Fast shutdown: an open event stream would hold a graceful one (SIGQUIT) up.
        child.kill('SIGTERM')
      }),
  }
}
