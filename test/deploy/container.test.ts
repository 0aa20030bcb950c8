import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/postgres-cluster.ts'
import { OWNER_TOKEN } from '../support/test-app.ts'
import { run, standInBaseImage } from './support/base-image.ts'
import { commandsInside, imageConfig, runContainer, type ImageConfig, type Running } from './support/container.ts'
import { fetchClient, shopperJourney } from './support/journey.ts'
import { deployTools } from './support/tools.ts'

const tools = deployTools({ buildah: 'buildah', debootstrap: 'debootstrap' })
const root = path.resolve(import.meta.dirname, '../..')
// A tag of this run's own: two runs side by side (two checkouts of the repository) would otherwise retag each
// other's image between the build and `buildah from`. The layers (--layers) are shared whatever the tag.
const IMAGE = `localhost/storefront:deploy-test-${process.pid}`
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10

/**
 * The Dockerfile (decision 0075), built with buildah on a stand-in for the official Node 24 image
 * (support/base-image.ts) and run with `buildah run --isolation chroot`: a shopper's journey against
 * the server inside, the owner's app it serves, the image's HEALTHCHECK, its user, its volume, and
 * nothing in it but the built server, web app and owner's app with the production dependencies.
 */
describe.skipIf(tools.skip)('the container image', () => {
  let config: ImageConfig
  let container: string
  let server: Running
  let url: string
  /** A command's output from inside the container (support/container.ts, not through buildah's stdout). */
  let inside: (command: string) => string

  beforeAll(async () => {
    if (tools.missing) throw new Error(tools.missing)
    const started = performance.now()
    const base = standInBaseImage()
    const built = performance.now()
    // --layers: the npm ci layer is reused while package-lock.json is unchanged. --format docker: HEALTHCHECK is kept.
    run(
      'buildah',
      [
        'bud',
        '--isolation',
        'chroot',
        '--layers',
        '--format',
        'docker',
        '--build-arg',
        `BASE_IMAGE=${base.name}`,
        '--tag',
        IMAGE,
        '-f',
        'Dockerfile',
        '.',
      ],
      { cwd: root },
    )
    const buildSeconds = seconds(built)
    config = imageConfig(IMAGE)
    container = run('buildah', ['from', '--name', `storefront-deploy-test-${process.pid}`, IMAGE]).trim()
    inside = commandsInside(container)
    const port = await freePort()
    const serving = performance.now()
    server = await runContainer(container, config.Cmd, {
      PORT: String(port),
      HOST: '127.0.0.1',
      OWNER_TOKEN,
      PUBLIC_URL: 'https://localhost',
    })
    url = `http://127.0.0.1:${port}`
    console.info(
      `container image: stand-in base ${base.made ? 'made' : 'reused'} in ${Math.round(base.seconds * 10) / 10} s, ` +
        `image built in ${buildSeconds} s, server up in ${seconds(serving)} s (${seconds(started)} s in all)`,
    )
  })
  afterAll(async () => {
    await server?.stop()
    if (container) run('buildah', ['rm', container])
    if (config) run('buildah', ['rmi', IMAGE])
  })

  it("serves a shopper's journey from inside the container", async () => {
    const send = fetchClient(url)
    await shopperJourney(send)
    const home = await send('GET', '/')
    expect(home.status).toBe(200)
    // The built web app: the page names its hashed entry, and the server sends it.
    const entry = /"(\/assets\/index-[\w-]+\.js)"/.exec(home.text)?.[1]
    expect(entry).toBeDefined()
    expect((await send('GET', entry!)).status).toBe(200)
    expect((await send('GET', '/healthz')).status).toBe(200)
    expect((await send('GET', '/readyz')).status).toBe(200)
  })

  it("serves the owner's app at /admin, built into the image", async () => {
    const send = fetchClient(url)
    // Without its build the server has no /admin (apps/server/src/web/admin-app.ts) and answers 404.
    const page = await send('GET', '/admin')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.text).toContain('<title>Shop admin</title>')
    const entry = /"(\/admin\/assets\/index-[\w-]+\.js)"/.exec(page.text)?.[1]
    expect(entry, page.text.slice(0, 300)).toBeDefined()
    const script = await send('GET', entry!)
    expect(script.status).toBe(200)
    expect(script.headers['content-type']).toMatch(/javascript/)
  })

  it('passes its own HEALTHCHECK, on /healthz', () => {
    const [kind, ...command] = config.Healthcheck!.Test
    expect(kind).toBe('CMD')
    expect(command.join(' ')).toContain('/healthz')
    const port = new URL(url).port
    // The check as the engine runs it: the image's command, inside the container, with its environment.
    expect(() => run('buildah', ['run', '--isolation', 'chroot', '--env', `PORT=${port}`, container, '--', ...command])).not.toThrow()
  })

  it('runs as a user of its own, and keeps the store in the /data volume', () => {
    expect(config.User).toBe('storefront')
    expect(inside('id -u').trim()).not.toBe('0')
    expect(Object.keys(config.Volumes ?? {})).toEqual(['/data'])
    expect(config.Env).toContain('SQLITE_PATH=/data/store.sqlite')
    // /data is mounted from a volume of its own, and the server's database file is on it.
    expect(inside("grep ' /data ' /proc/self/mountinfo")).toMatch(/volumes/)
    expect(inside('ls /data')).toMatch(/^store\.sqlite$/m)
  })

  it("holds only the built server, web app and owner's app, with production dependencies", () => {
    expect(inside('ls /app').split('\n').filter(Boolean).sort()).toEqual(['apps', 'node_modules', 'package.json'])
    expect(inside('ls /app/apps').split('\n').filter(Boolean).sort()).toEqual(['admin', 'server', 'web'])
    expect(inside('ls /app/apps/server').split('\n').filter(Boolean).sort()).not.toContain('src')
    expect(inside('ls /app/apps/web')).toBe('dist\n')
    expect(inside('ls /app/apps/admin')).toBe('dist\n')
    // The packages themselves (a pruned scope's folder stays behind, empty).
    const packages = inside('cd /app/node_modules && ls -d */package.json @*/*/package.json').replaceAll('/package.json', '')
    expect(packages).not.toMatch(/^(vite|vitest|typescript|esbuild|playwright-core)$/m)
    // What only the owner's app's build needs (its editor, drag and drop, charts) is left behind too.
    expect(packages).not.toMatch(/^(@tiptap\/core|@dnd-kit\/core|uplot|prosemirror-model)$/m)
    expect(packages).toMatch(/^fastify$/m)
  })

  it('stops on SIGTERM and exits 0', async () => {
    expect(await server.stop()).toBe(0)
  })
})
