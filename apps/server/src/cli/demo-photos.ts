import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { encodePhoto } from '../photos/image.ts'
import { DEMO_PHOTOS_DIR, type DemoManifest } from '../seed/demo-photos.ts'
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../seed/demo-catalogue.ts'
import { DEMO_BANNERS } from '../seed/demo-banners.ts'
import { illustrationSvg } from '../seed/demo-illustration.ts'
import { renderDemoSvg } from '../web/demo-images.ts'

const hueOf = (slug: string | undefined) => DEMO_CATEGORIES.find((c) => c.slug === slug)?.hue ?? 0
/** Products 4:3 and categories square, drawn without names; banners keep their words (they are the banner's message). */
const DEMO_PICTURES = [
  ...DEMO_PRODUCTS.map((p) => ({ key: `product:${p.slug}`, svg: () => illustrationSvg(p.name, hueOf(p.category_slugs?.[0]), 1280, 960) })),
  ...DEMO_CATEGORIES.map((c) => ({ key: `category:${c.slug}`, svg: () => illustrationSvg(c.name, c.hue, 1280, 1280) })),
  ...DEMO_BANNERS.map((b) => ({ key: `banner:${b.title}`, svg: () => renderDemoSvg(b.title, b.hue, 1280, 533) })),
]

/**
 * npm run demo:photos — draws the demo store's pictures and puts each through the photo pipeline
 * (decision 0055): rasterised, then re-encoded by the same code as an owner's upload. The files and
 * their manifest are kept in the repository, so seeding a demo store costs no image work.
 */
const manifest: DemoManifest = {}
fs.rmSync(DEMO_PHOTOS_DIR, { recursive: true, force: true })
fs.mkdirSync(DEMO_PHOTOS_DIR, { recursive: true })
for (const [i, picture] of DEMO_PICTURES.entries()) {
  const png = await sharp(Buffer.from(picture.svg())).png().toBuffer()
  const widths = await encodePhoto(png)
  const hash = createHash('sha256').update(png).digest('hex').slice(0, 32)
  for (const w of widths) fs.writeFileSync(path.join(DEMO_PHOTOS_DIR, `${hash}-${w.width}.webp`), w.bytes)
  const widest = widths.at(-1)!
  manifest[picture.key] = { hash, width: widest.size.width, height: widest.size.height, heights: widths.map((w) => w.size.height) }
  process.stdout.write(`\r${i + 1}/${DEMO_PICTURES.length} pictures`)
}
fs.writeFileSync(path.join(DEMO_PHOTOS_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`)
process.stdout.write('\n')
