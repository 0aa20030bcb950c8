import fs from 'node:fs'
import path from 'node:path'
import { PHOTO_WIDTHS, photoUrl, type Image } from '@store/core'
import { demoImage } from '../web/demo-images.ts'

/** Where `npm run demo:photos` keeps the demo's encoded pictures: apps/server/demo-photos, from src/seed/ or dist/. */
export const DEMO_PHOTOS_DIR =
  [path.resolve(import.meta.dirname, '../../demo-photos'), path.resolve(import.meta.dirname, '../demo-photos')].find((dir) =>
    fs.existsSync(path.join(dir, 'manifest.json')),
  ) ?? path.resolve(import.meta.dirname, '../../demo-photos')

/** Each picture by key ("product:margherita-pizza"): its content hash and the widest size. */
export type DemoManifest = Record<string, { hash: string; width: number; height: number; heights: number[] }>

let manifest: DemoManifest | undefined
function readManifest(): DemoManifest {
  if (!manifest) {
    const file = path.join(DEMO_PHOTOS_DIR, 'manifest.json')
    manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DemoManifest) : {}
  }
  return manifest
}

/**
 * A demo picture as the store's photo (decision 0055): WebP in three widths, served from the photos
 * table like an owner's upload. A picture the manifest lacks (a name added since the pictures were
 * drawn) falls back to the drawn SVG.
 */
export function demoPhoto(key: string, label: string, hue: number, width: number, height: number): Image {
  const entry = readManifest()[key]
  if (!entry) return demoImage(label, hue, width, height)
  return { url: photoUrl(entry.hash, PHOTO_WIDTHS.at(-1)!), width: entry.width, height: entry.height, alt: label }
}

/** Every demo picture's encoded widths, for the seed to store in the photos table. */
export function demoPhotoFiles(): { hash: string; widths: { width: number; size: { height: number }; bytes: Buffer }[] }[] {
  return Object.values(readManifest()).map((entry) => ({
    hash: entry.hash,
    widths: PHOTO_WIDTHS.map((width, i) => ({
      width,
      size: { height: entry.heights[i]! },
      bytes: fs.readFileSync(path.join(DEMO_PHOTOS_DIR, `${entry.hash}-${width}.webp`)),
    })),
  }))
}
