/** The `hershey` package (CommonJS, untyped): vector paths of the Hershey Roman Simplex font. */
declare module 'hershey' {
  export function stringToPaths(text: string): {
    bounds: { minX: number; maxX: number; minY: number | null; maxY: number | null }
    paths: [number, number][][]
  }
}
