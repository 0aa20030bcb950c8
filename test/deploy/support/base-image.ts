import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

export const run = (command: string, args: string[], options: { cwd?: string } = {}) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options })

const imageExists = (name: string) => {
  try {
    run('buildah', ['inspect', '--type', 'image', name])
    return true
  } catch {
    return false
  }
}

/**
 * A stand-in for the official Node 24 image, which cannot be pulled here: Debian bookworm
 * (`debootstrap --variant=minbase`) with the Node binary of the project's `node` devDependency and
 * the npm the machine runs, in /usr/local like the official image. When Node reaches the npm registry
 * through a proxy whose CA the machine adds with NODE_EXTRA_CA_CERTS, the stand-in trusts it too.
 *
 * It is kept in buildah's storage under a tag that names what went in, and made again only when that
 * changes: a run after the first skips the debootstrap. Answers the image's name and whether it was made now.
 */
export function standInBaseImage(): { name: string; made: boolean; seconds: number } {
  const started = performance.now()
  const nodeBinary = fs.realpathSync(path.join(root, 'node_modules/.bin/node'))
  const nodeVersion = run(nodeBinary, ['--version']).trim()
  const npmVersion = run('npm', ['--version']).trim()
  const extraCa =
    process.env.NODE_EXTRA_CA_CERTS && fs.existsSync(process.env.NODE_EXTRA_CA_CERTS)
      ? fs.readFileSync(process.env.NODE_EXTRA_CA_CERTS)
      : null
  const recipe = createHash('sha256')
    .update(`bookworm minbase ${nodeVersion} npm ${npmVersion}\n`)
    .update(extraCa ?? '')
    .digest('hex')
    .slice(0, 12)
  const name = `localhost/storefront-test-node-base:${nodeVersion.slice(1)}-${recipe}`
  if (imageExists(name)) return { name, made: false, seconds: (performance.now() - started) / 1000 }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-base-'))
  try {
    const rootfs = path.join(dir, 'rootfs')
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian'])
    fs.rmSync(path.join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true })
    fs.rmSync(path.join(rootfs, 'var/lib/apt/lists'), { recursive: true, force: true })
    fs.copyFileSync(nodeBinary, path.join(rootfs, 'usr/local/bin/node'))
    fs.chmodSync(path.join(rootfs, 'usr/local/bin/node'), 0o755)
    // npm from the npm registry, as the official image has it, in the same place.
    const [{ filename: tarball }] = JSON.parse(run('npm', ['pack', `npm@${npmVersion}`, '--pack-destination', dir, '--json'])) as [
      { filename: string },
    ]
    const npmDir = path.join(rootfs, 'usr/local/lib/node_modules/npm')
    fs.mkdirSync(npmDir, { recursive: true })
    run('tar', ['-xzf', path.join(dir, tarball), '-C', npmDir, '--strip-components=1'])
    fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(rootfs, 'usr/local/bin/npm'))
    fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(rootfs, 'usr/local/bin/npx'))
    const env = ['PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin']
    if (extraCa) {
      fs.mkdirSync(path.join(rootfs, 'usr/local/share/ca-certificates'), { recursive: true })
      fs.writeFileSync(path.join(rootfs, 'usr/local/share/ca-certificates/machine-extra-ca.pem'), extraCa)
      env.push('NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/machine-extra-ca.pem')
    }
    run('tar', ['-C', rootfs, '-cf', path.join(dir, 'rootfs.tar'), '.'])
    fs.rmSync(rootfs, { recursive: true, force: true })
    fs.writeFileSync(path.join(dir, 'Containerfile'), `FROM scratch\nADD rootfs.tar /\nENV ${env.join(' ')}\nCMD ["node"]\n`)
    run('buildah', ['bud', '--isolation', 'chroot', '--quiet', '--tag', name, dir])
    return { name, made: true, seconds: (performance.now() - started) / 1000 }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
