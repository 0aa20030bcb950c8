import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { run } from './base-image.ts'

export interface ImageConfig {
  User: string
  Cmd: string[]
  Env: string[]
  Volumes?: Record<string, object>
  Healthcheck?: { Test: string[] }
  WorkingDir: string
}

/** The image's Docker configuration (built with --format docker: OCI's has no HEALTHCHECK). */
export const imageConfig = (image: string) =>
  (JSON.parse(run('buildah', ['inspect', '--type', 'image', image])) as { Docker: { config: ImageConfig } }).Docker.config

/** A process's descendants (Linux: /proc/<pid>/task/<tid>/children), depth first. */
function descendants(pid: number): number[] {
  let tasks: string[]
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  const children = tasks.flatMap((task) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    } catch {
      return []
    }
  })
  return children.flatMap((child) => [child, ...descendants(child)])
}

export interface Running {
  output(): string
  /** SIGTERM to the container's own process (as `docker stop` sends it); resolves with `buildah run`'s exit code. */
  stop(): Promise<number | null>
}

/**
 * Runs the image's CMD in a working container with `buildah run --isolation chroot` (the host's
 * network, so the server's PORT is reachable on loopback), and waits until the server says it listens.
 */
export async function runContainer(container: string, cmd: string[], env: Record<string, string>): Promise<Running> {
  const args = ['run', '--isolation', 'chroot', ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]), container, '--', ...cmd]
  const child = spawn('buildah', args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the container's server did not start within 120 s:\n${output}`)), 120_000)
    const poll = setInterval(() => {
      if (output.includes('Storefront running at')) {
        clearTimeout(timer)
        clearInterval(poll)
        resolve()
      }
    }, 50)
    void exited.then((code) => {
      clearTimeout(timer)
      clearInterval(poll)
      reject(new Error(`the container exited with ${code}:\n${output}`))
    })
  })
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode
      const node = descendants(child.pid!).find((pid) => {
        try {
          // The container's node, not buildah's helper that started it (whose own name comes first).
          return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]!.split('/').at(-1) === 'node'
        } catch {
          return false
        }
      })
      if (node) process.kill(node, 'SIGTERM')
      else child.kill('SIGKILL')
      return exited
    },
  }
}

/**
 * Runs shell commands inside the container and answers what each printed. buildah 1.28's chroot runs
 * now and then lose a short command's stdout (2 runs in 60 here), so the output does not come back
 * through buildah at all: the command writes it, and then its exit status, into the container's /tmp,
 * and the host reads both from the container's root, mounted with `buildah mount`. A command that
 * did not run leaves no status file, and one that failed throws with what it printed.
 */
export function commandsInside(container: string): (command: string) => string {
  const root = run('buildah', ['mount', container]).trim()
  let count = 0
  return (command) => {
    const file = `/tmp/test-command-${++count}`
    run('buildah', ['run', '--isolation', 'chroot', container, '--', 'sh', '-c', `(${command}) > ${file} 2>&1; echo $? > ${file}.status`])
    const output = fs.readFileSync(path.join(root, file), 'utf8')
    const status = fs.readFileSync(path.join(root, `${file}.status`), 'utf8').trim()
    if (status !== '0') throw new Error(`"${command}" exited with ${status} inside the container:\n${output}`)
    return output
  }
}
