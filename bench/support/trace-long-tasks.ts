/**
 * npx tsx bench/support/trace-long-tasks.ts — what the long tasks of a Lighthouse run are made of (decision 0027).
 *
 * One Lighthouse run per page, as bench/web.bench.ts runs it, on the current build (`npm run build:web` first). From the run's own
 * Chrome trace, every top-level main-thread task whose simulated duration (Lighthouse's 4× CPU slowdown, 2× for a task that
 * did layout) is at least TRACE_MIN_MS (30) is printed with its simulated start and duration, its real duration, what Lighthouse
 * attributes it to ("Unattributable" when no script URL is known), and the trace events inside it with the most self time.
 * Then the page's "Other" time (Lighthouse's group for trace events it does not classify) by event name, and the style and
 * layout that script forced (a layout read while the page is changing; decision 0105).
 *
 * TRACE_PAGES=/,/category/pizzas (default: home, a category, a product; a logged-in screen runs with the bench's shopper, as in
 * bench/web.bench.ts, and ORDER in a path is that shopper's order) · TRACE_RUNS=1 · TRACE_MIN_MS=30 · TRACE_SAVE=dir
 * (writes each run's trace, to open in DevTools' Performance panel) · TRACE_CATEGORIES=disabled-by-default-v8.cpu_profiler (adds
 * JavaScript samples to the saved trace; categories such as toplevel change the task tree, and then no task matches the simulation).
 * v8.evaluateModule and RunMicrotasks events carry no URL, so our own entry module's evaluation and its continuations after an
 * await show as "Unattributable", as in Lighthouse's long-tasks table.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { launchBenchChrome } from './bench-chrome.ts'
// Lighthouse's own computed artifacts, so the tasks, groups and simulated times are the ones its long-tasks audit uses.
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js'
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js'
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js'
import { startServerProcess } from '../../test/support/server-process.ts'
import { prepareShopper, seedSession, shopperScreens } from './web-screens.ts'

interface TaskNode {
  event: { name: string; args?: { data?: { url?: string; functionName?: string }; beginData?: { url?: string } } }
  children: TaskNode[]
  parent?: TaskNode
  unbounded: boolean
  startTime: number
  duration: number
  selfTime: number
  attributableURLs: string[]
  group: { id: string }
}

const pages = (process.env.TRACE_PAGES ?? '/,/category/pizzas,/product/margherita-pizza').split(',')
const runs = Number(process.env.TRACE_RUNS ?? 1)
const minMs = Number(process.env.TRACE_MIN_MS ?? 30)

/** A trace event's name, with the script (file name only) or function it ran when the trace says. */
function label(task: TaskNode): string {
  const data = task.event.args?.data
  const url = data?.url ?? task.event.args?.beginData?.url
  // Lighthouse's own evaluations carry a bare name (_lighthouse-eval.js), not a URL.
  const file = url ? (URL.parse(url)?.pathname ?? url).split('/').at(-1)! : ''
  const fn = data?.functionName ? ` ${data.functionName}()` : ''
  return file || fn ? `${task.event.name} [${file}${fn}]`.replace('[ ', '[') : task.event.name
}

/** Self time (real ms) by event label over a task and everything inside it. */
function selfTimes(task: TaskNode, into = new Map<string, number>()): Map<string, number> {
  into.set(label(task), (into.get(label(task)) ?? 0) + task.selfTime)
  for (const child of task.children) selfTimes(child, into)
  return into
}

/** Trace events that run script: a style or layout inside one was forced by it (a layout read), not the browser's own step. */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
])

interface Forced {
  times: number
  ms: number
}

/** Style and layout that script forced (decision 0105): how many times, and their real ms, over a task and what is inside it. */
function forcedByScript(task: TaskNode, inScript: boolean, into: { style: Forced; layout: Forced }) {
  const kind = task.event.name === 'UpdateLayoutTree' ? 'style' : task.event.name === 'Layout' ? 'layout' : null
  if (kind && inScript) {
    into[kind].times += 1
    into[kind].ms += task.duration
  }
  for (const child of task.children) forcedByScript(child, inScript || SCRIPT_EVENTS.has(task.event.name), into)
}

const top = (times: Map<string, number>, n: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .filter(([, ms]) => ms >= 0.5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-trace-'))
const store = await startServerProcess({
  SQLITE_PATH: path.join(dataDir, 'store.sqlite'),
  OWNER_TOKEN: 'bench-owner-token-0123456789abcdef',
  STORE_SEED: 'demo',
})
const chrome = await launchBenchChrome()
// A logged-in screen (the bench's list) is traced as the bench measures it: the shopper's session seeded first.
const { session, orderId } = await prepareShopper(store.url)
const loggedIn = new Set((await shopperScreens(store.url, orderId)).filter((s) => s.loggedIn).map((s) => s.path))
try {
  for (const page of pages) {
    // ORDER in a path stands for the bench shopper's delivered order (e.g. /track-order/ORDER).
    const pathname = page.replace('ORDER', orderId)
    await fetch(store.url + pathname) // warm the server's caches, as the bench does
    for (let run = 1; run <= runs; run++) {
      if (loggedIn.has(pathname)) await seedSession(chrome.port, store.url, session)
      const result = await lighthouse(store.url + pathname, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        disableStorageReset: loggedIn.has(pathname),
        additionalTraceCategories: process.env.TRACE_CATEGORIES ?? null,
      })
      if (!result) throw new Error(`no Lighthouse result for ${pathname}`)
      const { artifacts, lhr } = result
      if (process.env.TRACE_SAVE) {
        fs.mkdirSync(process.env.TRACE_SAVE, { recursive: true })
        const file = path.join(process.env.TRACE_SAVE, `${pathname.replaceAll('/', '_') || '_'}-${run}.trace.json`)
        fs.writeFileSync(file, JSON.stringify(artifacts.Trace))
      }
      // The long-tasks audit's simulation (core/audits/long-tasks.js), for each task's simulated start and duration.
      const context = { computedCache: new Map(), settings: lhr.configSettings } as never
      const tasks = (await MainThreadTasks.request(artifacts.Trace, context)) as unknown as TaskNode[]
      const graph = await PageDependencyGraph.request(
        {
          settings: lhr.configSettings,
          trace: artifacts.Trace,
          devtoolsLog: artifacts.DevtoolsLog,
          URL: artifacts.URL,
          SourceMaps: artifacts.SourceMaps,
          HostDPR: artifacts.HostDPR,
          fromTrace: false,
        },
        context,
      )
      const simulator = await LoadSimulator.request({ devtoolsLog: artifacts.DevtoolsLog, settings: lhr.configSettings }, context)
      const simulated = new Map<unknown, { startTime: number; duration: number }>()
      for (const [node, timing] of simulator.simulate(graph, { label: 'trace-long-tasks' }).nodeTimings.entries()) {
        if (node.type === 'cpu') simulated.set(node.event, timing)
      }
      const num = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
      console.log(
        `\n${pathname} run ${run}: TBT ${num('total-blocking-time')} ms, FCP ${num('first-contentful-paint')} ms, ` +
          `TTI ${num('interactive')} ms (simulated); benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
      )
      console.log('  sim start  sim dur  real dur  attributed to            inside (self time, real ms)')
      for (const task of tasks) {
        const sim = simulated.get(task.event)
        if (task.parent || task.unbounded || !sim || sim.duration < minMs) continue
        const js = task.attributableURLs.find((u) => u.includes('/assets/'))
        const who = js ? new URL(js).pathname.split('/').at(-1)! : task.attributableURLs[0] ? 'the page' : 'Unattributable'
        console.log(
          `  ${Math.round(sim.startTime).toString().padStart(6)} ms ${Math.round(sim.duration).toString().padStart(5)} ms ${task.duration.toFixed(1).padStart(6)} ms  ${who.padEnd(24)} ${top(selfTimes(task), 6).join(' · ')}`,
        )
      }
      // "Other" in mainthread-work-breakdown: self time of every event Lighthouse does not put in a group (task-groups.js).
      const other = new Map<string, number>()
      let otherTotal = 0
      for (const task of tasks) {
        if (task.group.id !== 'other') continue
        other.set(task.event.name, (other.get(task.event.name) ?? 0) + task.selfTime)
        otherTotal += task.selfTime
      }
      const breakdown = lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined
      const lhOther = breakdown?.items?.find((i) => i.group === 'other')?.duration ?? NaN
      // Lighthouse's table multiplies real time by the CPU slowdown (4).
      console.log(
        `  Other: ${otherTotal.toFixed(0)} ms real (Lighthouse's table: ${Math.round(lhOther)} ms) — ${top(other, 8).join(' · ')}`,
      )
      const forced = { style: { times: 0, ms: 0 }, layout: { times: 0, ms: 0 } }
      for (const task of tasks) if (!task.parent) forcedByScript(task, false, forced)
      console.log(
        `  Forced by script: layout ${forced.layout.times} times, ${forced.layout.ms.toFixed(1)} ms real; ` +
          `style ${forced.style.times} times, ${forced.style.ms.toFixed(1)} ms real`,
      )
    }
  }
} finally {
  chrome.kill()
  await store.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
