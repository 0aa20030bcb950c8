import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/core/src']
const RELATIVE_IMPORT = /^(?:import|export)\b[^'"]*?\bfrom\s+'(\.[^']+)'/gm

/** Every source file (not tests) and the files its relative imports name, type-only ones included. */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8')
        graph.set(
          file,
          [...source.matchAll(RELATIVE_IMPORT)].map((m) => path.resolve(path.dirname(file), m[1]!)),
        )
      }
    }
  }
  walk(path.join(root, dir))
  return graph
}

/** The import cycles of a graph, each as the files around it (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, index.size)
    low.set(v, index.get(v)!)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(path.relative(root, w))
      } while (w !== v)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

/**
 * No module imports itself back through others: a cycle makes load order matter and hides which of
 * two modules owns a type (the shared types of a cycle move to a module of their own).
 */
describe('import cycles', () => {
  it('finds one in a graph that has one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ])
    expect(cycles(graph).map((c) => c.length)).toEqual([3])
  })

  for (const dir of SOURCES) {
    it(`${dir} has none`, () => {
      expect(cycles(importGraph(dir))).toEqual([])
    })
  }
})
