#!/usr/bin/env node
// Draws the installable app's icons (decision 063) from apps/web/public/favicon.svg into apps/web/public/icons/:
//   icon-192.png, icon-512.png   the mark on a transparent ground (purpose "any")
//   maskable-512.png             the mark inside the central safe circle on a white ground (purpose "maskable")
//   apple-touch-icon.png         180 px on white (iOS draws no transparency)
// The PNGs are committed; nothing is drawn or downloaded at install or run time.
// Usage (from the repo root): node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'apps/web/public')
const svg = readFileSync(join(PUBLIC, 'favicon.svg'))
const SVG_SIZE = 64
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }

/** The mark drawn `mark` px wide, centred on a `size` px square of `background`. */
async function icon(file, size, mark, background) {
  const drawn = await sharp(svg, { density: Math.ceil((72 * mark) / SVG_SIZE) })
    .resize(mark, mark)
    .png()
    .toBuffer()
  const offset = Math.round((size - mark) / 2)
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, top: offset, left: offset }])
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, 'icons', file))
  console.log(`apps/web/public/icons/${file}`)
}

mkdirSync(join(PUBLIC, 'icons'), { recursive: true })
await icon('icon-192.png', 192, 184, TRANSPARENT)
await icon('icon-512.png', 512, 492, TRANSPARENT)
// A maskable icon's launcher may cut it to a circle of 80 % of its width: the mark stays inside 64 %.
await icon('maskable-512.png', 512, 328, WHITE)
await icon('apple-touch-icon.png', 180, 152, WHITE)
