import { describe, expect, it } from 'vitest'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/** One React commit: the run of script it happened in, and how many server boundaries still wait. */
interface Commit {
  run: number
  waiting: number
}

interface Recorder {
  __commits: Commit[]
  __serverBlocks: Element[]
}

/**
 * Runs in the page before the app's scripts. React announces every commit to the DevTools hook
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, the one React DevTools installs); this hook records, for each
 * commit, how many Suspense boundaries are still dehydrated (the home blocks waiting for their turn)
 * and which synchronous run of script it came in. Commits in one run had no task between them: React
 * made them without giving the browser its turn. It also keeps the server's block elements, to see
 * whether React replaced them (a boundary rendered again instead of hydrated).
 */
function recordCommits(): void {
  const recorder = window as unknown as Recorder & Record<string, unknown>
  const commits: Commit[] = []
  recorder.__commits = commits
  recorder.__serverBlocks = []
  let run = 0
  let inRun = false
  interface Fiber {
    tag: number
    memoizedState: { dehydrated?: unknown } | null
    child: Fiber | null
    sibling: Fiber | null
  }
  // React's fiber tag 13 is a Suspense boundary; while it waits to hydrate, its state holds the server's markers.
  const waiting = (root: Fiber): number => {
    let count = 0
    const stack: Fiber[] = [root]
    while (stack.length > 0) {
      const fiber = stack.pop()!
      if (fiber.tag === 13 && fiber.memoizedState?.dehydrated) count += 1
      if (fiber.child) stack.push(fiber.child)
      if (fiber.sibling) stack.push(fiber.sibling)
    }
    return count
  }
  recorder.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
      if (!inRun) {
        inRun = true
        run += 1
        // Microtasks run only once the current script has returned to the browser.
        queueMicrotask(() => {
          inRun = false
        })
      }
      commits.push({ run, waiting: waiting(root.current) })
    },
  }
  document.addEventListener('DOMContentLoaded', () => {
    recorder.__serverBlocks = [...document.querySelectorAll('[data-block]')]
  })
}

/**
 * The home page hydrates block by block (decision 0027: each block is its own Suspense boundary, left
 * for later tasks after the shell's commit). A synchronous render of the page above the waiting blocks
 * (a useSyncExternalStore whose browser value differs from the server's, a store update) makes React
 * hydrate every waiting block at that render's priority: one commit per block, all in one long task,
 * a Total Blocking Time of 0.8–2 s under Lighthouse's phone throttling (decision 0047). That shows
 * here as several block-hydrating commits in one run of script, or as server blocks replaced. No
 * timing is read: the order of commits is the same on a fast or a slow machine.
 */
describe.skipIf(!browserAvailable)('home hydration', () => {
  const journey = useStoreAndBrowser()

  for (const width of ['phone', 'desktop'] as Width[]) {
    it(`hydrates the home blocks in the scheduler's own tasks, never in one synchronous run, at ${width === 'phone' ? 375 : 1280}px`, async () => {
      const { page, close } = await openPage(journey.browser, width)
      await page.addInitScript(recordCommits)
      await visit(page, journey.store.url)
      await page.waitForFunction(() => {
        const commits = (window as unknown as Recorder).__commits
        return commits.length > 0 && commits.at(-1)!.waiting === 0
      })
      // The cart fetch, the branch's data and the infinite scroll's first page land after hydration.
      await page.waitForLoadState('networkidle')
      const { commits, blocks, replaced } = await page.evaluate(() => {
        const recorder = window as unknown as Recorder
        return {
          commits: recorder.__commits,
          blocks: recorder.__serverBlocks.length,
          replaced: recorder.__serverBlocks.filter((block) => !block.isConnected).map((block) => block.getAttribute('data-block')),
        }
      })
      // The premise: the server sent the blocks, and the shell's first commit left them to hydrate later.
      expect(blocks).toBeGreaterThanOrEqual(6)
      expect(commits[0]!.waiting).toBeGreaterThanOrEqual(6)
      // No run of script made more than one commit that hydrated blocks.
      const hydratingPerRun = new Map<number, number>()
      commits.forEach((commit, i) => {
        if (i > 0 && commit.waiting < commits[i - 1]!.waiting) hydratingPerRun.set(commit.run, (hydratingPerRun.get(commit.run) ?? 0) + 1)
      })
      expect(Math.max(...hydratingPerRun.values())).toBe(1)
      // Hydrated, not rendered again: the server's block elements are the page's.
      expect(replaced).toEqual([])
      await close()
    })
  }
})
