import sharp from 'sharp'
const [, , input, outPrefix, h = '1400'] = process.argv
const meta = await sharp(input).metadata()
const height = Number(h)
let i = 0
for (let top = 0; top < meta.height; top += height) {
  await sharp(input).extract({ left: 0, top, width: meta.width, height: Math.min(height, meta.height - top) }).toFile(`${outPrefix}-${i++}.png`)
}
console.log(meta.width, meta.height, i)
