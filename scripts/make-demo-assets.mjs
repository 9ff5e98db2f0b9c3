#!/usr/bin/env node
// Generates Utsab's demo artwork deterministically (no downloads, no Math.random):
//   apps/web/public/demo/{venue,photographer,costume,makeup}-{1..54}.svg (each demo listing has pictures of its own),
//   {kind}-bg.svg, tile-*.svg
//   apps/web/public/brands/brand-{1..8}.svg
//   apps/web/public/media/hero.mp4, hero.webm, hero-poster.webp
//   apps/web/public/favicon.svg, apps/web/public/og-image.png
// Usage (from the repo root): node scripts/make-demo-assets.mjs
// Requires: sharp (workspace dependency) and ffmpeg (libx264 + libvpx-vp9) on PATH.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PUB = join(ROOT, 'apps/web/public')
const written = []

function out(rel, data) {
  const file = join(PUB, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
  written.push(file)
}

// ---------- deterministic randomness ----------
function hash(str) {
  let h = 2166136261
  for (const ch of str) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}
function prng(seed) {
  let a = hash(String(seed))
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
  }
}
const TAU = Math.PI * 2
const R = (x) => Math.round(x)
const F = (x) => Math.round(x * 100) / 100
const F1 = (x) => Math.round(x * 10) / 10
const min = (s) => s.replace(/\s*\n\s*/g, '').replace(/\s{2,}/g, ' ')

// ---------- palettes: s = wall/sky gradient, f = floor, a/b = accents, c = light, d = ink ----------
const PALETTES = [
  { s: ['#4a044e', '#9d174d'], f: '#3b0a2a', a: '#f59e0b', b: '#f9a8d4', c: '#fde68a', d: '#1f0314' },
  { s: ['#450a0a', '#b91c1c'], f: '#2b0606', a: '#fbbf24', b: '#fecaca', c: '#fef3c7', d: '#1c0404' },
  { s: ['#042f2e', '#0f766e'], f: '#022c22', a: '#fcd34d', b: '#f472b6', c: '#fef9c3', d: '#011614' },
  { s: ['#1e1b4b', '#4338ca'], f: '#15123a', a: '#f472b6', b: '#fbbf24', c: '#fde68a', d: '#0b0a24' },
  { s: ['#fdf2f8', '#fbcfe8'], f: '#f3c1d7', a: '#be185d', b: '#f59e0b', c: '#fff7cc', d: '#500724' },
  { s: ['#fff7ed', '#fed7aa'], f: '#f6c08d', a: '#c2410c', b: '#be185d', c: '#fffbeb', d: '#431407' },
  { s: ['#022c22', '#047857'], f: '#052e1f', a: '#fbbf24', b: '#fda4af', c: '#fef3c7', d: '#011a12' },
  { s: ['#3b0764', '#7e22ce'], f: '#2a0548', a: '#fdba74', b: '#f0abfc', c: '#fff7ed', d: '#1a0330' },
  { s: ['#7c2d12', '#d97706'], f: '#5a200c', a: '#fef3c7', b: '#be123c', c: '#fffbeb', d: '#2a0e04' },
  { s: ['#881337', '#f43f5e'], f: '#5f0d27', a: '#fde68a', b: '#ffe4e6', c: '#fff7cc', d: '#2d0512' },
  { s: ['#0c1222', '#1e3a5f'], f: '#0a0f1c', a: '#eab308', b: '#f9a8d4', c: '#fef9c3', d: '#05080f' },
  { s: ['#ecfdf5', '#a7f3d0'], f: '#86d9b6', a: '#be185d', b: '#0f766e', c: '#fffbe6', d: '#064e3b' },
]
const RICH = [
  '#9f1239',
  '#be185d',
  '#7e22ce',
  '#0f766e',
  '#b45309',
  '#1d4ed8',
  '#15803d',
  '#c2410c',
  '#831843',
  '#0e7490',
  '#a21caf',
  '#b91c1c',
]
const GOLD = '#f5c542'

function svgOpen(W, H, VW, VH = 600) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${VW} ${VH}">`
}
const skyGrad = (p) =>
  `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.s[0]}"/><stop offset="1" stop-color="${p.s[1]}"/></linearGradient>`
const glowGrad = (id, col) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${col}" stop-opacity=".75"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`

// swagged string of fairy lights: wire + glow + bulbs, drawn with round-capped dashes
function lights(VW, y, sag, span, p, rnd) {
  let d = `M-20 ${R(y)} Q${R(-20 + span / 2)} ${R(y + sag)} ${R(-20 + span)} ${R(y)}`
  for (let x = -20 + span * 2; x < VW + span; x += span) d += ` T${R(x)} ${R(y)}`
  const gap = R(rnd.range(30, 44))
  return (
    `<path d="${d}" fill="none" stroke="${p.d}" stroke-opacity=".5" stroke-width="2"/>` +
    `<path d="${d}" fill="none" stroke="${p.c}" stroke-opacity=".28" stroke-width="20" stroke-linecap="round" stroke-dasharray="0 ${gap}"/>` +
    `<path d="${d}" fill="none" stroke="${p.c}" stroke-width="8" stroke-linecap="round" stroke-dasharray="0 ${gap}"/>`
  )
}

// ---------- venue ----------
function venue(VW, p, rnd, n, style = n % 3 /* 0 hall, 1 garden, 2 stage arch */) {
  const hz = R(rnd.range(380, 420))
  let defs = skyGrad(p) + glowGrad('l', p.c)
  defs +=
    `<g id="t"><path d="M-60 0 L-68 66 Q0 82 68 66 L60 0Z"/><ellipse rx="62" ry="15" fill="#fffaf0"/>` +
    `<rect x="-3" y="-34" width="6" height="26" fill="${p.c}"/><circle cy="-40" r="12" fill="${p.a}"/><circle cx="-9" cy="-34" r="7" fill="${p.b}"/><circle cx="9" cy="-34" r="7" fill="${p.b}"/></g>`
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>`
  if (style === 0) {
    body += `<path d="M0 ${hz / 2}H${VW}" stroke="#fff" stroke-opacity=".07" stroke-width="${hz}" stroke-dasharray="10 ${R(rnd.range(70, 110))}"/>`
  } else if (style === 1) {
    body += `<circle cx="${R(VW * rnd.range(0.2, 0.8))}" cy="${R(rnd.range(70, 120))}" r="34" fill="${p.c}" opacity=".55"/>`
    for (let i = 0; i < VW / 90; i++) {
      const x = R(rnd.range(0, VW))
      body += `<circle cx="${x}" cy="${R(hz - rnd.range(20, 110))}" r="${R(rnd.range(50, 95))}" fill="${p.d}" opacity="${F1(rnd.range(0.35, 0.6))}"/>`
    }
  }
  body += `<rect y="${hz}" width="${VW}" height="${600 - hz}" fill="${p.f}"/>`
  body += `<ellipse cx="${VW / 2}" cy="${hz}" rx="${R(VW * 0.45)}" ry="70" fill="url(#l)" opacity=".5"/>`
  if (style === 2 || (style === 0 && n > 6)) {
    // floral arch over the stage
    const ax = R(VW / 2 + rnd.range(-80, 80)),
      w = R(rnd.range(130, 170)),
      top = R(rnd.range(110, 150))
    const d = `M${ax - w} ${hz + 10}V${top + w}A${w} ${w} 0 0 1 ${ax + w} ${top + w}V${hz + 10}`
    body += `<path d="${d}" fill="none" stroke="${p.a}" stroke-width="16"/>`
    body += `<path d="${d}" fill="none" stroke="${p.b}" stroke-width="14" stroke-linecap="round" stroke-dasharray="0 22"/>`
    body += `<rect x="${ax - 90}" y="${hz - 8}" width="180" height="34" rx="6" fill="${p.d}" opacity=".6"/>`
  }
  if (style === 0) {
    // drapes
    const cw = R(rnd.range(90, 140))
    body += `<path d="M0 0H${cw}Q${R(cw * 0.55)} ${R(hz * 0.5)} ${cw + 10} ${hz + 20}H0Z" fill="${p.a}" opacity=".85"/>`
    body += `<path d="M${VW} 0H${VW - cw}Q${R(VW - cw * 0.55)} ${R(hz * 0.5)} ${VW - cw - 10} ${hz + 20}H${VW}Z" fill="${p.a}" opacity=".85"/>`
    const nch = Math.max(1, R(VW / 520))
    for (let i = 0; i < nch; i++) {
      const cx = R(((i + 0.5) * VW) / nch),
        cy = R(rnd.range(90, 120))
      body += `<path d="M${cx} 0V${cy - 20}" stroke="${p.c}" stroke-width="3"/>`
      body += `<ellipse cx="${cx}" cy="${cy}" rx="70" ry="22" fill="url(#l)"/>`
      body += `<ellipse cx="${cx}" cy="${cy}" rx="52" ry="14" fill="none" stroke="${p.c}" stroke-width="9" stroke-linecap="round" stroke-dasharray="0 16"/>`
    }
  }
  const strings = style === 0 ? 1 : 2
  for (let i = 0; i < strings; i++) {
    body += lights(VW, rnd.range(30, 60) + i * 70, rnd.range(50, 90), R(rnd.range(280, 420)), p, rnd)
  }
  // tables: back row smaller, front row larger
  const rows = [
    [hz + 45, 0.55, 150],
    [hz + 140, 0.95, 250],
  ]
  for (const [y, k, gap] of rows) {
    const count = Math.floor(VW / gap)
    const off = rnd.range(0.3, 0.7)
    for (let i = 0; i < count; i++) {
      const x = R((i + off) * (VW / count) + rnd.range(-15, 15))
      body += `<use href="#t" transform="translate(${x} ${R(y + rnd.range(-6, 6))}) scale(${k})" fill="${i % 2 ? p.b : p.a}"/>`
    }
  }
  return `<defs>${defs}</defs>${body}`
}

// ---------- photographer ----------
function photographer(VW, p, rnd, n) {
  let defs = skyGrad(p)
  defs += `<radialGradient id="n" cx=".4" cy=".35"><stop offset="0" stop-color="${p.b}"/><stop offset=".45" stop-color="#1e293b"/><stop offset="1" stop-color="#020617"/></radialGradient>`
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>`
  for (let i = 0; i < VW / 80; i++) {
    body += `<circle cx="${R(rnd.range(0, VW))}" cy="${R(rnd.range(0, 470))}" r="${R(rnd.range(16, 80))}" fill="${rnd.pick([p.a, p.b, p.c])}" opacity="${F1(rnd.range(0.1, 0.35))}"/>`
  }
  // framed prints on the wall
  const frames = R(VW / 400) + (n % 2)
  for (let i = 0; i < frames; i++) {
    const w = R(rnd.range(90, 140)),
      h = R(w * rnd.range(0.7, 1.2))
    const x = R(((i + 0.5) * VW) / frames - w / 2 + rnd.range(-60, 60)),
      y = R(rnd.range(40, 120))
    body += `<g transform="translate(${x} ${y}) rotate(${R(rnd.range(-5, 5))})"><rect width="${w}" height="${h}" fill="${p.c}" stroke="#fff" stroke-width="8"/>`
    body += `<path d="M0 ${h}L${R(w * 0.35)} ${R(h * 0.45)}L${R(w * 0.6)} ${R(h * 0.75)}L${R(w * 0.8)} ${R(h * 0.55)}L${w} ${h}Z" fill="${p.s[1]}"/><circle cx="${R(w * 0.72)}" cy="${R(h * 0.28)}" r="${R(w * 0.1)}" fill="${p.a}"/></g>`
  }
  body += `<rect y="470" width="${VW}" height="130" fill="${p.f}"/><rect y="470" width="${VW}" height="6" fill="#fff" opacity=".15"/>`
  // spare lens on the table
  const lx = R(VW * rnd.pick([0.15, 0.82])),
    lens = rnd.next() > 0.3
  if (lens) {
    body += `<g transform="translate(${lx} 505)"><rect x="-42" y="-80" width="84" height="110" rx="8" fill="#111827"/><rect x="-42" y="-52" width="84" height="20" fill="#374151"/><rect x="-42" y="-80" width="84" height="6" fill="${p.a}"/><ellipse cy="-80" rx="42" ry="12" fill="#1f2937"/><ellipse cy="-80" rx="28" ry="8" fill="url(#n)"/></g>`
  }
  // camera
  const cx = R(VW * rnd.range(0.42, 0.58)),
    cy = R(rnd.range(320, 350)),
    k = F1(rnd.range(0.85, 1.05))
  const body2 = rnd.pick(['#1f2937', '#111827', '#27272a'])
  body +=
    `<ellipse cx="${cx}" cy="${cy + 125 * k}" rx="${R(200 * k)}" ry="16" fill="#000" opacity=".3"/>` +
    `<g transform="translate(${cx} ${cy}) rotate(${R(rnd.range(-7, 7))}) scale(${k})">` +
    `<path d="M-70 -88L-48 -132H48L70 -88Z" fill="${body2}"/><rect x="-30" y="-124" width="60" height="22" rx="4" fill="#4b5563"/>` +
    `<rect x="-180" y="-92" width="360" height="210" rx="28" fill="${body2}"/>` +
    `<rect x="-180" y="-36" width="360" height="110" fill="#000" opacity=".3"/>` +
    `<rect x="110" y="-112" width="44" height="22" rx="6" fill="${p.a}"/><rect x="-160" y="-76" width="56" height="28" rx="5" fill="#e5e7eb"/>` +
    `<circle cx="138" cy="-62" r="10" fill="${p.b}"/>` +
    `<circle r="98" fill="#0b0f19"/><circle r="84" fill="#374151"/><circle r="76" fill="none" stroke="${p.a}" stroke-width="3" stroke-dasharray="2 8"/>` +
    `<circle r="64" fill="url(#n)"/><circle r="28" fill="#020617"/><ellipse cx="-24" cy="-26" rx="16" ry="11" fill="#fff" opacity=".5"/></g>`
  return `<defs>${defs}</defs>${body}`
}

// ---------- costume ----------
const GARMENTS = {
  // panjabi (long kurta) with buttons and embroidered hem
  p: `<path d="M-28 130L-62 140L-86 252L-64 258L-52 186V470H52V186L64 258L86 252L62 140L28 130Q0 152-28 130Z"/><path d="M-28 130Q0 152 28 130" fill="none" stroke="currentColor" stroke-width="6"/><path d="M0 146V240" stroke="currentColor" stroke-width="7" stroke-linecap="round" stroke-dasharray="0 18"/><path d="M-52 452H52" stroke="${GOLD}" stroke-width="12"/><path d="M-52 452H52" stroke="currentColor" stroke-width="4" stroke-dasharray="4 6"/>`,
  // sari draped over the hanger with a gold pallu border
  s: `<path d="M-60 136Q-74 300-48 482H62Q42 300 60 136Z"/><path d="M28 138Q8 300 34 482" fill="none" stroke="${GOLD}" stroke-width="16"/><path d="M-38 190Q-50 330-30 462" fill="none" stroke="currentColor" stroke-width="7" stroke-linecap="round" stroke-dasharray="0 22"/><path d="M-10 170Q-22 330-2 470" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="6"/>`,
  // lehenga: blouse + flared skirt with heavy hem
  l: `<path d="M-40 132L-58 152L-42 202H42L58 152L40 132Q0 152-40 132Z" fill="currentColor"/><path d="M-38 206L-104 468Q0 500 104 468L38 206Z"/><path d="M-104 460Q0 494 104 460" fill="none" stroke="${GOLD}" stroke-width="14"/><path d="M-70 330Q0 350 70 330M-86 400Q0 424 86 400" fill="none" stroke="currentColor" stroke-width="8" stroke-linecap="round" stroke-dasharray="0 20"/><path d="M-38 206H38" stroke="${GOLD}" stroke-width="8"/>`,
  // gown / anarkali
  g: `<path d="M-34 132L-46 152L-30 232L-92 480Q0 506 92 480L30 232L46 152L34 132Q0 158-34 132Z"/><path d="M-31 232H31" stroke="${GOLD}" stroke-width="10"/><path d="M-92 472Q0 498 92 472" fill="none" stroke="currentColor" stroke-width="10" stroke-linecap="round" stroke-dasharray="0 16"/>`,
}
function costume(VW, p, rnd) {
  const spacing = R(rnd.range(175, 205))
  const count = Math.floor((VW - 60) / spacing)
  const kinds = []
  for (let i = 0; i < count; i++) kinds.push(rnd.pick(['p', 's', 'l', 'g']))
  let defs = skyGrad(p) + glowGrad('l', p.c)
  for (const k of new Set(kinds)) defs += `<g id="c${k}">${GARMENTS[k]}</g>`
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>`
  body += `<path d="M0 260H${VW}" stroke="#fff" stroke-opacity=".06" stroke-width="520" stroke-dasharray="2 ${R(rnd.range(24, 40))}"/>`
  for (let i = 0; i < Math.max(1, R(VW / 400)); i++) {
    body += `<ellipse cx="${R(((i + 0.5) * VW) / Math.max(1, R(VW / 400)))}" cy="40" rx="220" ry="200" fill="url(#l)" opacity=".45"/>`
  }
  body += `<rect y="520" width="${VW}" height="80" fill="${p.f}"/>`
  body += `<path d="M36 90H${VW - 36}M40 90V520M${VW - 40} 90V520" stroke="#d4d4d8" stroke-width="8" stroke-linecap="round"/>`
  const start = (VW - spacing * (count - 1)) / 2
  const cols = [...RICH]
  let hangers = ''
  let uses = ''
  for (let i = 0; i < count; i++) {
    const x = R(start + i * spacing)
    const c1 = cols.splice(Math.floor(rnd.next() * cols.length), 1)[0] ?? rnd.pick(RICH)
    const c2 = rnd.pick([GOLD, p.b, p.c, '#fce7f3'])
    hangers += `M${x} 106v-10a8 8 0 1 1 8-8M${x - 60} 136L${x} 104L${x + 60} 136`
    uses += `<use href="#c${kinds[i]}" x="${x}" fill="${c1}" color="${c2}"/>`
  }
  body += `<path d="${hangers}" fill="none" stroke="#a1a1aa" stroke-width="5" stroke-linejoin="round"/>${uses}`
  return `<defs>${defs}</defs>${body}`
}

// ---------- makeup ----------
function makeup(VW, p, rnd, n) {
  let defs = skyGrad(p) + glowGrad('l', p.c)
  defs += `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${p.b}"/></linearGradient>`
  defs += `<g id="b"><path d="M-6 0L-4 96H4L6 0Z"/><rect x="-7" y="-28" width="14" height="30" fill="#d4d4d8"/><path d="M-7-28Q-16-70 0-92Q16-70 7-28Z" fill="#f3e3d3"/><path d="M-4-70Q0-88 4-70Z" fill="currentColor"/></g>`
  defs += `<g id="k"><rect x="-15" width="30" height="64" rx="3"/><rect x="-12" y="-22" width="24" height="22" fill="${GOLD}"/><path d="M-10-22V-54L10-68V-22Z" fill="currentColor"/></g>`
  const petal = (a, r) => `${R(Math.sin(a) * r)} ${R(-Math.cos(a) * r)}`
  const petals = [0, 1, 2, 3, 4]
    .map((i) => (i * TAU) / 5)
    .map((a) => `M0 0Q${petal(a - 0.7, 36)} ${petal(a, 44)}Q${petal(a + 0.7, 36)} 0 0`)
    .join('')
  defs += `<g id="f"><path d="${petals}"/><circle r="9" fill="#fde047"/></g>`
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>`
  body += `<rect y="440" width="${VW}" height="160" fill="${p.f}"/><rect y="440" width="${VW}" height="8" fill="#fff" opacity=".25"/>`
  const left = n % 2 === 0
  const mx = R(left ? VW * rnd.range(0.26, 0.32) : VW * rnd.range(0.68, 0.74)),
    my = 240
  body += `<ellipse cx="${mx}" cy="${my}" rx="240" ry="220" fill="url(#l)" opacity=".5"/>`
  body += `<rect x="${mx - 8}" y="${my + 140}" width="16" height="${300 - my}" fill="${GOLD}"/><ellipse cx="${mx}" cy="445" rx="70" ry="12" fill="${GOLD}"/>`
  if (n % 4 < 2) {
    body += `<circle cx="${mx}" cy="${my}" r="150" fill="url(#m)" stroke="${GOLD}" stroke-width="16"/>`
    body += `<circle cx="${mx}" cy="${my}" r="170" fill="none" stroke="${p.c}" stroke-width="12" stroke-linecap="round" stroke-dasharray="0 38.5"/>`
  } else {
    body += `<rect x="${mx - 130}" y="${my - 150}" width="260" height="290" rx="22" fill="url(#m)" stroke="${GOLD}" stroke-width="16"/>`
    body += `<rect x="${mx - 152}" y="${my - 172}" width="304" height="334" rx="34" fill="none" stroke="${p.c}" stroke-width="12" stroke-linecap="round" stroke-dasharray="0 40"/>`
  }
  body += `<path d="M${mx - 90} ${my - 20}l70-70M${mx - 70} ${my + 20}l100-100" stroke="#fff" stroke-width="12" opacity=".5"/>`
  // items on the table on the other side of the mirror
  const side = left ? [VW * 0.55, VW * 0.95] : [VW * 0.05, VW * 0.45]
  const span = side[1] - side[0]
  // brush cup
  const bx = R(side[0] + span * rnd.range(0.12, 0.25))
  body += `<g transform="translate(${bx} 338)">`
  for (let i = 0; i < 4; i++) {
    body += `<use href="#b" transform="rotate(${(i - 1.5) * 14})" x="${(i - 1.5) * 10}" fill="${rnd.pick([p.d, p.a, '#111827', '#f9a8d4'])}" color="${rnd.pick([p.a, p.b, '#e11d48'])}"/>`
  }
  body += '</g>'
  body += `<path d="M${bx - 40} 380H${bx + 40}L${bx + 32} 470H${bx - 32}Z" fill="${p.a}"/>`
  // lipsticks
  const lx = R(side[0] + span * rnd.range(0.45, 0.55))
  for (let i = 0; i < 3; i++) {
    body += `<use href="#k" x="${lx + i * 42}" y="${R(410 + (i % 2) * 22)}" fill="${rnd.pick(['#111827', p.d, '#9ca3af'])}" color="${rnd.pick(['#be123c', '#db2777', '#9f1239', '#e11d48', '#c2410c'])}"/>`
  }
  // compact
  const cx = R(side[0] + span * 0.86)
  body += `<ellipse cx="${cx}" cy="505" rx="58" ry="24" fill="#e5e7eb"/><ellipse cx="${cx}" cy="500" rx="44" ry="16" fill="${rnd.pick(['#fda4af', '#f9a8d4', '#fdba74'])}"/><ellipse cx="${cx - 12}" cy="496" rx="14" ry="5" fill="#fff" opacity=".5"/>`
  // flowers
  const flowers = R(VW / 200) + 1
  for (let i = 0; i < flowers; i++) {
    const fx = R(rnd.range(20, VW - 20))
    const fy = R(rnd.next() < 0.5 ? rnd.range(20, 110) : rnd.range(520, 585))
    body += `<use href="#f" transform="translate(${fx} ${fy}) scale(${F1(rnd.range(0.6, 1.2))})" fill="${rnd.pick([p.b, p.a, '#fb7185', '#f472b6', '#fff'])}"/>`
  }
  return `<defs>${defs}</defs>${body}`
}

// ---------- each listing's own scenes (photographers, costumes, makeup) ----------
// Listing i of a kind (in apps/server/src/db/demo-data.ts's order) shows 2 + i % 3 pictures, numbered one after the
// other: picture 1 of listing 0 is kind-1.svg. Its first picture is its main scene, drawn for what it sells (a sari
// listing shows that sari in its colour, a film-maker a cinema camera); the others are other angles of the same shop.
const picturesOf = (i) => 2 + (i % 3)
function pictureOwners() {
  const owners = []
  for (let i = 0; i < 18; i++) for (let p = 0; p < picturesOf(i); p++) owners.push({ i, p })
  return owners
}
const SKIN = ['#c68642', '#d9a066', '#a86b3c', '#e0ac69', '#8d5524']
// The costumes in demo-data.ts's order: garment (s sari, p panjabi, l lehenga, w sherwani or coat) and its colour.
const COSTUMES = [
  ['s', '#b91c1c'],
  ['w', '#f1e9d2'],
  ['s', '#eab308'],
  ['l', '#1d4ed8'],
  ['p', '#eadbb4'],
  ['s', '#9f1239'],
  ['w', '#7f1d1d'],
  ['p', '#ca8a04'],
  ['l', '#ec4899'],
  ['s', '#d4a017'],
  ['w', '#1f2937'],
  ['s', '#15803d'],
  ['s', '#e11d48'],
  ['p', '#f5f3ea'],
  ['l', '#b91c1c'],
  ['s', '#0e7490'],
  ['w', '#0f766e'],
  ['s', '#c4b5fd'],
]
// Venues: h hall, g garden or open-air (lawn, courtyard, terrace, deck), c convention centre or pavilion.
const VENUES = 'hgghcghghcghchghgh'
// Photographers: f films, o portraits, w wedding photography (as demo-data.ts's categories).
const PHOTOGRAPHERS = 'wfwowfwwwwwwfwwoof'
// Makeup: b bridal, h holud and mehendi, g groom, d decoration, y party and engagement.
const MAKEUPS = 'bhygbhbydybdybdbyh'

GARMENTS.w = `<path d="M-30 130L-66 142L-90 262L-68 268L-56 190V486H56V190L68 268L90 262L66 142L30 130L0 170Z"/><path d="M-30 130L0 170L30 130" fill="none" stroke="${GOLD}" stroke-width="8"/><path d="M0 170V486" stroke="currentColor" stroke-width="6"/><path d="M8 186V420" stroke="${GOLD}" stroke-width="8" stroke-linecap="round" stroke-dasharray="0 26"/><path d="M-56 470H56M-66 142L-40 300" stroke="${GOLD}" stroke-width="10" fill="none"/>`

// a bride's head and shoulders: face, hair, the sari's veil with a gold border, tikli and nath
function brideBust(x, y, k, col, skin) {
  return (
    `<g transform="translate(${R(x)} ${R(y)}) scale(${F(k)})">` +
    `<path d="M-150 260Q-140 120-60 100H60Q140 120 150 260Z" fill="${col}"/>` +
    `<path d="M-150 260Q-140 120-60 100" fill="none" stroke="${GOLD}" stroke-width="12"/>` +
    `<rect x="-22" y="40" width="44" height="70" fill="${skin}"/>` +
    `<ellipse cy="-10" rx="58" ry="72" fill="${skin}"/>` +
    `<path d="M-92 40Q-100-110 0-112Q100-110 92 40Q84-60 0-66Q-84-60-92 40Z" fill="${col}"/>` +
    `<path d="M-92 40Q-100-110 0-112Q100-110 92 40" fill="none" stroke="${GOLD}" stroke-width="10"/>` +
    `<path d="M-56-40Q0-84 56-40" fill="none" stroke="#1c1917" stroke-width="20"/>` +
    `<path d="M0-64V-34" stroke="${GOLD}" stroke-width="4"/><circle cy="-30" r="9" fill="${GOLD}"/>` +
    `<path d="M-30-8h16M14-8h16" stroke="#1c1917" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M-14 34Q0 42 14 34" stroke="#9f1239" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<circle cx="14" cy="18" r="11" fill="none" stroke="${GOLD}" stroke-width="4"/>` +
    `<path d="M-60 118Q0 170 60 118" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linecap="round" stroke-dasharray="0 20"/></g>`
  )
}
// a groom: face, a pagri (turban) with its plume, a sherwani's shoulders with buttons
function groomBust(x, y, k, col, skin) {
  return (
    `<g transform="translate(${R(x)} ${R(y)}) scale(${F(k)})">` +
    `<path d="M-150 260Q-140 120-50 100H50Q140 120 150 260Z" fill="${col}"/>` +
    `<path d="M-22 100L0 140L22 100" fill="none" stroke="${GOLD}" stroke-width="8"/><path d="M0 150V260" stroke="${GOLD}" stroke-width="10" stroke-linecap="round" stroke-dasharray="0 30"/>` +
    `<rect x="-22" y="40" width="44" height="66" fill="${skin}"/><ellipse cy="-4" rx="54" ry="66" fill="${skin}"/>` +
    `<path d="M-30 40Q0 70 30 40Q30 66 0 74Q-30 66-30 40Z" fill="#1c1917"/>` +
    `<path d="M-30-4h16M14-4h16" stroke="#1c1917" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M-62-20Q-70-120 0-124Q70-120 62-20Q0-50-62-20Z" fill="${GOLD}"/>` +
    `<path d="M-58-44Q0-74 58-44M-52-80Q0-104 52-80" fill="none" stroke="#b45309" stroke-width="6"/>` +
    `<path d="M18-118Q40-170 28-190Q10-160 6-118Z" fill="${col}"/><circle cx="8" cy="-96" r="10" fill="#be123c"/></g>`
  )
}
// marigold strings hanging from the top
function marigolds(VW, rnd, cols) {
  let d = ''
  const n = R(VW / 60)
  for (let i = 0; i < n; i++) {
    const x = R(((i + 0.5) * VW) / n)
    d += `<path d="M${x} -10V${R(rnd.range(140, 320))}" stroke="${rnd.pick(cols)}" stroke-width="22" stroke-linecap="round" stroke-dasharray="0 24"/>`
  }
  return d
}
const bokeh = (VW, rnd, p, n, maxY = 600) => {
  let b = ''
  for (let i = 0; i < n; i++)
    b += `<circle cx="${R(rnd.range(0, VW))}" cy="${R(rnd.range(0, maxY))}" r="${R(rnd.range(10, 50))}" fill="${rnd.pick([p.a, p.b, p.c])}" opacity="${F1(rnd.range(0.15, 0.45))}"/>`
  return b
}

// photographers: a couple at their wedding (the kind of picture they sell): under a flower arch, outdoors at sunset, or
// on a holud stage hung with marigolds
function pCouple(VW, p, rnd, s) {
  const skin1 = SKIN[s.i % SKIN.length],
    skin2 = SKIN[(s.i + 2) % SKIN.length]
  const cx = R(VW * rnd.range(0.38, 0.62)),
    side = s.i % 2 ? -1 : 1,
    setting = Math.floor(s.i / 2) % 3
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>`
  if (setting === 0) {
    body += bokeh(VW, rnd, p, 12, 420) + lights(VW, rnd.range(30, 70), rnd.range(40, 80), R(rnd.range(260, 360)), p, rnd)
    const arch = `M${cx - 230} 600V260A230 230 0 0 1 ${cx + 230} 260V600`
    body += `<path d="${arch}" fill="none" stroke="${p.a}" stroke-width="18"/><path d="${arch}" fill="none" stroke="${p.b}" stroke-width="16" stroke-linecap="round" stroke-dasharray="0 26"/>`
  } else if (setting === 1) {
    const hz = R(rnd.range(380, 430))
    body += `<circle cx="${R(VW * rnd.range(0.15, 0.85))}" cy="${hz - 40}" r="${R(rnd.range(50, 80))}" fill="${p.c}" opacity=".8"/>`
    body += `<rect y="${hz}" width="${VW}" height="${600 - hz}" fill="${p.d}" opacity=".55"/><path d="M0 ${hz + 30}H${VW}" stroke="${p.c}" stroke-opacity=".4" stroke-width="6" stroke-dasharray="60 40"/>`
    for (let k = 0; k < 5; k++) {
      const tx = R(rnd.range(0, VW))
      body += `<path d="M${tx} ${hz}v-${R(rnd.range(60, 140))}" stroke="${p.d}" stroke-width="8"/><circle cx="${tx}" cy="${hz - R(rnd.range(110, 160))}" r="${R(rnd.range(30, 60))}" fill="${p.d}" opacity=".8"/>`
    }
  } else {
    body += marigolds(VW, rnd, ['#f59e0b', '#ea580c', p.b])
    body += `<path d="M0 0H140Q90 300 160 600H0ZM${VW} 0H${VW - 140}Q${VW - 90} 300 ${VW - 160} 600H${VW}Z" fill="${p.a}" opacity=".8"/>`
  }
  body += groomBust(cx + 85 * side, 330, 1.05, rnd.pick(['#f1e9d2', '#7f1d1d', '#1f2937', '#0f766e']), skin1)
  body += brideBust(cx - 85 * side, 350, 1.05, rnd.pick(['#b91c1c', '#9f1239', '#be185d']), skin2)
  return `<defs>${skyGrad(p)}</defs>${body}`
}
// photographers: a cinema camera on a tripod, filming (film-makers' main picture)
function pCinema(VW, p, rnd) {
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>` + bokeh(VW, rnd, p, 18)
  const x = R(VW * rnd.range(0.3, 0.7))
  body += `<path d="M${x} 360L${x - 150} 600M${x} 360L${x + 150} 600M${x} 360V600" stroke="#111827" stroke-width="12"/>`
  body += `<g transform="translate(${x} 300) rotate(${R(rnd.range(-6, 6))})"><rect x="-150" y="-70" width="250" height="140" rx="14" fill="#111827"/>`
  body += `<rect x="100" y="-50" width="70" height="100" fill="#1f2937"/><circle cx="190" r="52" fill="#0b0f19"/><circle cx="190" r="34" fill="#334155"/><circle cx="190" r="20" fill="${p.b}" opacity=".6"/>`
  body += `<circle cx="-70" cy="-110" r="44" fill="none" stroke="#111827" stroke-width="14"/><circle cx="20" cy="-110" r="44" fill="none" stroke="#111827" stroke-width="14"/>`
  body += `<rect x="-130" y="-50" width="90" height="60" rx="6" fill="${p.c}" opacity=".8"/><circle cx="60" cy="-40" r="9" fill="#ef4444"/></g>`
  body += `<rect x="20" y="20" width="${VW - 40}" height="560" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-dasharray="40 ${VW - 120}"/>`
  body += `<text x="50" y="62" font-family="system-ui,sans-serif" font-size="26" font-weight="700" fill="#ef4444">● REC</text>`
  return `<defs>${skyGrad(p)}</defs>${body}`
}
// photographers: a portrait of a bride, printed and framed on an easel (portrait studios' main picture)
function pPortrait(VW, p, rnd, s) {
  const x = R(VW * rnd.range(0.38, 0.62))
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>` + bokeh(VW, rnd, p, 10)
  body += `<rect y="500" width="${VW}" height="100" fill="${p.f}"/>`
  body += `<path d="M${x - 120} 600L${x} 60L${x + 120} 600" stroke="#78350f" stroke-width="14" fill="none"/>`
  body += `<rect x="${x - 170}" y="70" width="340" height="400" fill="#fff"/><rect x="${x - 154}" y="86" width="308" height="368" fill="${p.s[1]}"/>`
  body += `<clipPath id="q"><rect x="${x - 154}" y="86" width="308" height="368"/></clipPath>`
  body += `<g clip-path="url(#q)">${brideBust(x, 300, 1, rnd.pick(['#b91c1c', '#be185d', '#7e22ce', '#0f766e']), SKIN[s.i % SKIN.length])}</g>`
  return `<defs>${skyGrad(p)}</defs>${body}`
}
// photographers: an album open on the table, its pages of prints
function pAlbum(VW, p, rnd) {
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/><rect y="300" width="${VW}" height="300" fill="${p.f}"/>`
  const x = R(VW / 2 + rnd.range(-60, 60))
  body += `<g transform="translate(${x} 350) rotate(${R(rnd.range(-8, 8))})"><rect x="-330" y="-180" width="660" height="380" rx="12" fill="#3f1d0b"/>`
  body += `<rect x="-310" y="-164" width="300" height="348" fill="#fffaf0"/><rect x="10" y="-164" width="300" height="348" fill="#fffaf0"/>`
  const prints = [
    [-290, -144, 260, 150],
    [-290, 20, 124, 144],
    [-150, 20, 120, 144],
    [30, -144, 260, 308],
  ]
  for (const [px, py, w, h] of prints) {
    const c = rnd.pick([p.a, p.b, RICH[rnd.int(0, 11)]])
    body += `<rect x="${px}" y="${py}" width="${w}" height="${h}" fill="${c}"/><path d="M${px} ${py + h}l${R(w * 0.4)} ${-R(h * 0.5)}l${R(w * 0.3)} ${R(h * 0.3)}l${R(w * 0.3)} ${-R(h * 0.2)}V${py + h}Z" fill="#000" opacity=".3"/><circle cx="${px + R(w * 0.75)}" cy="${py + R(h * 0.3)}" r="${R(Math.min(w, h) * 0.12)}" fill="#fff" opacity=".7"/>`
  }
  body += `<path d="M0 -170V190" stroke="#000" stroke-opacity=".25" stroke-width="6"/></g>`
  return `<defs>${skyGrad(p)}</defs>${body}`
}
// photographers: the studio, a camera on a tripod between two softboxes
function pStudio(VW, p, rnd) {
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/><path d="M${R(VW * 0.2)} 0H${R(VW * 0.8)}V470Q${R(VW / 2)} 560 ${R(VW * 0.2)} 470Z" fill="${p.c}" opacity=".85"/>`
  body += `<rect y="500" width="${VW}" height="100" fill="${p.f}"/>`
  for (const x of [R(VW * rnd.range(0.08, 0.16)), R(VW * rnd.range(0.84, 0.92))]) {
    body += `<path d="M${x} 260V560M${x} 560l-50 30M${x} 560l50 30" stroke="#111827" stroke-width="8"/><path d="M${x - 70} 120H${x + 70}L${x + 40} 260H${x - 40}Z" fill="#111827"/><rect x="${x - 62}" y="128" width="124" height="22" fill="#fff"/>`
  }
  const x = R(VW * rnd.range(0.42, 0.58))
  body += `<path d="M${x} 340L${x - 90} 590M${x} 340L${x + 90} 590M${x} 340V590" stroke="#374151" stroke-width="8"/>`
  body += `<g transform="translate(${x} 300)"><rect x="-80" y="-50" width="160" height="96" rx="14" fill="#111827"/><rect x="-40" y="-72" width="80" height="26" rx="5" fill="#1f2937"/><circle r="44" fill="#0b0f19"/><circle r="28" fill="${p.b}" opacity=".55"/><rect x="40" y="-66" width="30" height="14" rx="4" fill="${p.a}"/></g>`
  return `<defs>${skyGrad(p)}</defs>${body}`
}

// costumes: the listing's garment on its own, large, under a spotlight
function cForm(VW, p, rnd, s) {
  const [g, col] = COSTUMES[s.i]
  const x = R(VW * rnd.range(0.42, 0.58))
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/><ellipse cx="${x}" cy="120" rx="300" ry="360" fill="url(#l)" opacity=".55"/>`
  body += `<path d="M0 0H${R(rnd.range(90, 150))}Q${R(rnd.range(40, 80))} 300 ${R(rnd.range(120, 170))} 600H0Z" fill="${p.a}" opacity=".8"/>`
  body += `<rect y="540" width="${VW}" height="60" fill="${p.f}"/><ellipse cx="${x}" cy="560" rx="170" ry="18" fill="#000" opacity=".3"/>`
  body += `<g transform="translate(${x} -30) scale(1.12)"><path d="M0 106v-10a8 8 0 1 1 8-8M-60 136L0 104L60 136" fill="none" stroke="#a1a1aa" stroke-width="5"/><g fill="${col}" color="${GOLD}">${GARMENTS[g]}</g></g>`
  return `<defs>${skyGrad(p)}${glowGrad('l', p.c)}</defs>${body}`
}
// costumes: the same garment folded, stacked with others on the shop's shelves
function cFolded(VW, p, rnd, s) {
  const col = COSTUMES[s.i][1]
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>`
  for (const y of [170, 330, 490]) body += `<rect x="30" y="${y}" width="${VW - 60}" height="14" fill="#78350f"/>`
  for (const y of [170, 330])
    for (let x = 50 + R(rnd.range(0, 30)); x < VW - 150; x += 130)
      for (let k = 0; k < 3; k++) body += `<use href="#z" x="${x}" y="${y - 30 * (k + 1)}" fill="${RICH[rnd.int(0, 11)]}"/>`
  const x = R(VW * rnd.range(0.3, 0.55))
  for (let k = 0; k < 3; k++) body += `<use href="#z" transform="translate(${x} ${490 - 44 * (k + 1)}) scale(2.7 1.5)" fill="${col}"/>`
  return `<defs>${skyGrad(p)}<g id="z"><rect width="110" height="28" rx="6"/><path d="M0 20h110" stroke="${GOLD}" stroke-width="4"/></g></defs>${body}`
}
// costumes: a close look at the weave: the body's colour, a gold border and its motifs
function cWeave(VW, p, rnd, s) {
  const col = COSTUMES[s.i][1]
  const tilt = R(rnd.range(-14, 14))
  let body = `<rect width="${VW}" height="600" fill="${col}"/><g transform="rotate(${tilt} ${VW / 2} 300)">`
  body += `<path d="M-200 120H${VW + 200}" stroke="#fff" stroke-opacity=".18" stroke-width="180" stroke-dasharray="3 ${R(rnd.range(18, 34))}"/>`
  body += `<rect x="-200" y="330" width="${VW + 400}" height="170" fill="${GOLD}"/><rect x="-200" y="350" width="${VW + 400}" height="130" fill="${p.d}" opacity=".35"/>`
  const motif = rnd.int(0, 2)
  for (let x = -160; x < VW + 200; x += 90) {
    body +=
      motif === 0
        ? `<path d="M${x} 415l30-40 30 40-30 40Z" fill="${GOLD}"/>`
        : motif === 1
          ? `<circle cx="${x + 30}" cy="415" r="26" fill="none" stroke="${GOLD}" stroke-width="8"/><circle cx="${x + 30}" cy="415" r="8" fill="${GOLD}"/>`
          : `<path d="M${x + 30} 380q30 35 0 70q-30-35 0-70Z" fill="${GOLD}"/>`
  }
  body += `<path d="M-200 250H${VW + 200}" stroke="${GOLD}" stroke-width="6" stroke-dasharray="2 14"/></g>`
  return body
}

// makeup: a bride made up for her day (bridal artists' main picture)
function mBride(VW, p, rnd, s) {
  const x = R(VW * rnd.range(0.4, 0.6))
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>` + bokeh(VW, rnd, p, 16)
  body += brideBust(x, 300, 1.35, rnd.pick(['#b91c1c', '#9f1239', '#be185d', '#c2410c']), SKIN[s.i % SKIN.length])
  return `<defs>${skyGrad(p)}</defs>${body}`
}
// makeup: a holud look, yellow sari and marigolds
function mHolud(VW, p, rnd, s) {
  const x = R(VW * rnd.range(0.4, 0.6))
  let body = `<rect width="${VW}" height="600" fill="#fde047"/>` + marigolds(VW, rnd, ['#f59e0b', '#ea580c', '#facc15'])
  body += brideBust(x, 320, 1.25, rnd.pick(['#eab308', '#f59e0b', '#16a34a']), SKIN[s.i % SKIN.length])
  return body
}
// makeup: a groom ready, pagri on
function mGroom(VW, p, rnd, s) {
  const x = R(VW * rnd.range(0.4, 0.6))
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>` + bokeh(VW, rnd, p, 12)
  body += groomBust(x, 320, 1.3, rnd.pick(['#f1e9d2', '#7f1d1d', '#0f766e']), SKIN[s.i % SKIN.length])
  return `<defs>${skyGrad(p)}</defs>${body}`
}
// makeup: a holud stage decorated with marigolds, a seat for the bride
function mStage(VW, p, rnd) {
  let body = `<rect width="${VW}" height="600" fill="url(#g)"/>` + marigolds(VW, rnd, ['#f59e0b', '#ea580c', p.b])
  body += `<rect y="430" width="${VW}" height="170" fill="${p.f}"/><rect x="${R(VW * 0.15)}" y="400" width="${R(VW * 0.7)}" height="50" fill="#facc15"/>`
  const x = R(VW * rnd.range(0.42, 0.58))
  body += `<path d="M${x - 90} 400V300Q${x} 250 ${x + 90} 300V400Z" fill="#be123c"/><rect x="${x - 110}" y="360" width="220" height="50" rx="12" fill="#9f1239"/>`
  body += `<path d="M${x - 100} 300Q${x} 230 ${x + 100} 300" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linecap="round" stroke-dasharray="0 22"/>`
  for (const dx of [-260, 260])
    body += `<circle cx="${x + dx}" cy="420" r="46" fill="#ea580c"/><circle cx="${x + dx}" cy="420" r="30" fill="#facc15"/>`
  return `<defs>${skyGrad(p)}</defs>${body}`
}
// makeup: an eyeshadow palette, brushes and lipsticks laid out
function mPalette(VW, p, rnd) {
  let body = `<rect width="${VW}" height="600" fill="${p.b}"/><rect width="${VW}" height="600" fill="#fff" opacity=".5"/>`
  const x = R(VW * rnd.range(0.15, 0.3))
  body += `<g transform="translate(${x} 150) rotate(${R(rnd.range(-10, 10))})"><rect width="360" height="240" rx="20" fill="#1c1917"/>`
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      body += `<circle cx="${60 + c * 80}" cy="${50 + r * 70}" r="30" fill="${rnd.pick(['#9f1239', '#be185d', '#f59e0b', '#b45309', '#7c2d12', '#fda4af', '#d4a017', '#581c87'])}"/>`
  body += `</g>`
  for (let k = 0; k < 3; k++)
    body += `<g transform="translate(${R(VW * 0.7) + k * 50} ${R(rnd.range(120, 200))}) rotate(${R(rnd.range(-25, 25))})"><rect x="-8" width="16" height="260" rx="8" fill="#1c1917"/><rect x="-10" y="-10" width="20" height="24" fill="${GOLD}"/><path d="M-12-10Q0-70 12-10Z" fill="#f3e3d3"/></g>`
  return body
}
// makeup: flower jewellery (tikli, bangles, garlands) laid on a cloth
function mFlowers(VW, p, rnd) {
  let body = `<rect width="${VW}" height="600" fill="${p.s[1]}"/>`
  for (let k = 0; k < 3; k++) {
    const cx = R(rnd.range(150, VW - 150)),
      cy = R(rnd.range(150, 450)),
      r = R(rnd.range(70, 120))
    body += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${rnd.pick(['#fff', '#facc15', '#f472b6', '#fb923c'])}" stroke-width="26" stroke-linecap="round" stroke-dasharray="0 30"/>`
  }
  for (let k = 0; k < 7; k++)
    body += `<use href="#f" transform="translate(${R(rnd.range(40, VW - 40))} ${R(rnd.range(40, 560))}) scale(${F1(rnd.range(0.6, 1.3))})" fill="${rnd.pick(['#fff', '#facc15', '#fb7185', '#f97316'])}"/>`
  const petal = (a, r) => `${R(Math.sin(a) * r)} ${R(-Math.cos(a) * r)}`
  const petals = [0, 1, 2, 3, 4]
    .map((i) => (i * TAU) / 5)
    .map((a) => `M0 0Q${petal(a - 0.7, 36)} ${petal(a, 44)}Q${petal(a + 0.7, 36)} 0 0`)
    .join('')
  return `<defs><g id="f"><path d="${petals}"/><circle r="9" fill="#fde047"/></g></defs>${body}`
}

/** The scene of picture `p` of listing `i` of a kind: its main scene first, then the shop's other angles. */
function ownScene(kind, i, p) {
  if (kind === 'photographer') {
    const main = { f: pCinema, o: pPortrait, w: pCouple }[PHOTOGRAPHERS[i]]
    return [main, (VW, pal, rnd, s) => photographer(VW, pal, rnd, s.i + s.p), pAlbum, pStudio][p]
  }
  if (kind === 'costume') return [cForm, cFolded, cWeave, (VW, pal, rnd) => costume(VW, pal, rnd)][p]
  const main = { b: mBride, h: mHolud, g: mGroom, d: mStage, y: (VW, pal, rnd, s) => makeup(VW, pal, rnd, s.i) }[MAKEUPS[i]]
  return [main, MAKEUPS[i] === 'y' ? mPalette : (VW, pal, rnd, s) => makeup(VW, pal, rnd, s.i), mFlowers, mPalette][p]
}

const SCENES = { venue, photographer, costume, makeup }

function scene(kind, seed, paletteIdx, n, W, H, VW, draw = SCENES[kind], subject = null) {
  const p = PALETTES[paletteIdx % PALETTES.length]
  // bytes; a listing's own scene (two people, a stage) may be a little larger than the shared ones
  const budget = VW > 1000 ? 5000 : subject ? 3800 : 3072
  let svg = ''
  for (let attempt = 0; attempt < 40; attempt++) {
    const rnd = prng(`${kind}:${seed}:${attempt}`)
    svg = min(svgOpen(W, H, VW) + draw(VW, p, rnd, subject ?? n) + '</svg>')
    if (svg.length <= budget) return svg
  }
  console.warn(`warning: ${kind} ${seed} is ${svg.length} bytes (budget ${budget})`)
  return svg
}

function makeDemo() {
  const offsets = { venue: 0, photographer: 3, costume: 6, makeup: 9 }
  // Eighteen listings of each kind show two to four pictures each (54 in all), and no two listings share one.
  for (const kind of Object.keys(SCENES)) {
    if (kind === 'venue') {
      // A hall is shown as a hall first, a garden, lawn, courtyard, terrace or deck open to the sky, a convention
      // centre or pavilion by its stage; then the other two looks.
      pictureOwners().forEach(({ i, p }, k) => {
        const looks = { h: [0, 2, 0, 2], g: [1, 2, 1, 1], c: [2, 0, 2, 0] }[VENUES[i]]
        const draw = (VW, pal, rnd) => venue(VW, pal, rnd, k + 1, looks[p])
        out(`demo/venue-${k + 1}.svg`, scene(kind, k + 1, k, k + 1, 800, 600, 800, draw))
      })
    } else {
      pictureOwners().forEach(({ i, p }, k) => {
        // The palette follows the listing (its pictures belong together), turned for each of its pictures.
        const palette = (i * 5 + p * 7 + offsets[kind]) % PALETTES.length
        out(`demo/${kind}-${k + 1}.svg`, scene(kind, `own-${k + 1}`, palette, k + 1, 800, 600, 800, ownScene(kind, i, p), { i, p }))
      })
    }
    out(`demo/${kind}-bg.svg`, scene(kind, 'bg', offsets[kind] + 1, 1, 1600, 600, 1600))
    // 600x400 tile drawn in a 900x600 viewBox (same scale as the cards)
    out(`demo/tile-${kind}.svg`, scene(kind, 'tile', offsets[kind], 2, 600, 400, 900))
  }
}

// ---------- brands ----------
const INK = '#6b7280'
const BRANDS = [
  [
    'Shapla',
    'EVENTS',
    `<path d="M28 50C10 42 8 22 28 6C48 22 46 42 28 50Z"/><path d="M28 50C10 50 0 38 2 22C14 26 24 36 28 50ZM28 50C46 50 56 38 54 22C42 26 32 36 28 50Z" opacity=".7"/><path d="M4 56H52" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  ],
  [
    'Padma',
    'DECOR',
    `<circle cx="28" cy="28" r="25" fill="none" stroke="${INK}" stroke-width="4"/><path d="M10 26q6-6 12 0t12 0t12 0M10 36q6-6 12 0t12 0t12 0" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  ],
  [
    'Nakshi',
    'STUDIO',
    `<path d="M28 2L54 28L28 54L2 28Z" fill="none" stroke="${INK}" stroke-width="4"/><path d="M28 14L42 28L28 42L14 28Z" fill="none" stroke="${INK}" stroke-width="3" stroke-dasharray="4 3"/><circle cx="28" cy="28" r="4"/>`,
  ],
  [
    'Rangdhanu',
    'CATERING',
    `<path d="M4 44a24 24 0 0 1 48 0M13 44a15 15 0 0 1 30 0M22 44a6 6 0 0 1 12 0" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/><path d="M2 52H54" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  ],
  [
    'Jamdani',
    'HOUSE',
    `<path d="M28 4L52 28L28 52L4 28Z"/>`,
    `<path d="M28 14L42 28L28 42L14 28Z"/>`,
    `<path d="M28 21L35 28L28 35L21 28Z"/>`,
  ],
  [
    'Kolpona',
    'LIGHTS',
    `<circle cx="28" cy="28" r="11"/><path d="M28 2V10M28 46V54M2 28H10M46 28H54M9.6 9.6L15.3 15.3M40.7 40.7L46.4 46.4M9.6 46.4L15.3 40.7M40.7 15.3L46.4 9.6" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
  ],
  [
    'Sonar Bangla',
    'FILMS',
    `<rect x="2" y="12" width="52" height="34" rx="4"/>`,
    `<path d="M2 17H54M2 41H54" stroke="#000" stroke-width="3" stroke-dasharray="4 4"/><circle cx="28" cy="29" r="9"/>`,
    `<circle cx="28" cy="29" r="4"/>`,
  ],
  [
    'Hilsa &amp; Co',
    'CATERERS',
    `<path d="M4 28C14 12 34 12 44 28C34 44 14 44 4 28Z"/><path d="M42 28L54 16V40Z"/>`,
    `<circle cx="14" cy="26" r="3"/><path d="M22 20Q26 28 22 36" fill="none" stroke="#000" stroke-width="2.5"/>`,
  ],
]
function makeBrands() {
  BRANDS.forEach(([name, sub, mark, cutout, overlay = ''], i) => {
    const len = name.replace('&amp;', '&').length
    const fs = Math.min(26, Math.floor(146 / (len * 0.72)))
    // cut-outs are real holes (mask), so the logo works on light and dark backgrounds
    const mask = cutout ? `<mask id="m"><rect width="56" height="56" fill="#fff"/><g fill="#000">${cutout}</g></mask>` : ''
    const svg = min(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">
      ${mask ? `<defs>${mask}</defs>` : ''}
      <g transform="translate(14 20)" fill="${INK}"><g${mask ? ' mask="url(#m)"' : ''}>${mark}</g>${overlay}</g>
      <text x="84" y="${R(48 + fs * 0.12)}" font-family="system-ui, sans-serif" font-size="${fs}" font-weight="700" fill="${INK}">${name}</text>
      <text x="85" y="${R(66 + fs * 0.12)}" font-family="system-ui, sans-serif" font-size="11" font-weight="600" letter-spacing="3" fill="${INK}">${sub}</text>
    </svg>`)
    out(`brands/brand-${i + 1}.svg`, svg)
  })
}

// ---------- favicon ----------
function makeFavicon() {
  const petals = [0, 45, 90, 135, 180, 225, 270, 315]
    .map((a) => `<ellipse cx="32" cy="15" rx="7.5" ry="13" transform="rotate(${a} 32 32)"/>`)
    .join('')
  out(
    'favicon.svg',
    min(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
      <g fill="#be185d">${petals}</g><circle cx="32" cy="32" r="11" fill="#fdf2f8"/><circle cx="32" cy="32" r="6" fill="#be185d"/></svg>`),
  )
}

// ---------- hero video (rendered frame by frame from SVG, seamlessly looping) ----------
const HW = 960,
  HH = 540,
  FPS = 24,
  SECONDS = 8,
  FRAMES = FPS * SECONDS
function mixHex(a, b, t) {
  const pa = a.match(/\w\w/g).map((h) => parseInt(h, 16))
  const pb = b.match(/\w\w/g).map((h) => parseInt(h, 16))
  return (
    '#' +
    pa
      .map((v, i) =>
        R(v + (pb[i] - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}
function heroParticles() {
  const rnd = prng('hero')
  const list = []
  for (let i = 0; i < 46; i++) {
    list.push({
      x: rnd.range(0, HW),
      y: rnd.range(0, HH),
      r: rnd.pick([10, 14, 18, 24, 30, 40, 56]) * rnd.range(0.8, 1.2),
      rise: rnd.pick([1, 1, 2]), // whole laps per loop => seamless
      sway: rnd.range(10, 40),
      swayF: rnd.int(1, 2),
      ph: rnd.range(0, TAU),
      tw: rnd.int(1, 3),
      col: rnd.pick(['a', 'a', 'b', 'c']),
      o: rnd.range(0.35, 0.85),
    })
  }
  return list
}
function heroFrame(i, parts) {
  const t = i / FRAMES // 0..1, loop closes at t = 1
  const w = (Math.sin(TAU * t) + 1) / 2
  const top = mixHex('3b0524', '4a0a12', w)
  const mid = mixHex('8a1538', '7a1f4f', w)
  const bot = mixHex('b45309', '9a3412', 1 - w)
  const blobs = [
    [0.25, 0.35, 380, '#f59e0b', 1, 1, 0],
    [0.75, 0.6, 420, '#db2777', 1, 2, 1.3],
    [0.5, 0.9, 360, '#fbbf24', 2, 1, 2.2],
  ]
    .map(([bx, by, r, c, fx, fy, ph]) => {
      const x = HW * bx + 90 * Math.sin(TAU * fx * t + ph)
      const y = HH * by + 50 * Math.cos(TAU * fy * t + ph)
      return `<circle cx="${F(x)}" cy="${F(y)}" r="${r}" fill="url(#B${c.slice(1)})"/>`
    })
    .join('')
  let bokeh = ''
  for (const q of parts) {
    const span = HH + 2 * q.r
    const y = ((((q.y - q.rise * span * t) % span) + span) % span) - q.r
    const x = q.x + q.sway * Math.sin(TAU * q.swayF * t + q.ph)
    const o = q.o * (0.7 + 0.3 * Math.sin(TAU * q.tw * t + q.ph))
    bokeh += `<circle cx="${F(x)}" cy="${F(y)}" r="${F(q.r)}" fill="url(#k${q.col})" opacity="${F(o)}"/>`
  }
  const bk = (id, col) =>
    `<radialGradient id="k${id}"><stop offset="0" stop-color="${col}" stop-opacity=".45"/><stop offset=".78" stop-color="${col}" stop-opacity=".55"/><stop offset=".9" stop-color="${col}" stop-opacity=".35"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`
  const bl = (col) =>
    `<radialGradient id="B${col.slice(1)}"><stop offset="0" stop-color="${col}" stop-opacity=".55"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HW}" height="${HH}" viewBox="0 0 ${HW} ${HH}"><defs>
<linearGradient id="g" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${bot}"/></linearGradient>
${bl('#f59e0b')}${bl('#db2777')}${bl('#fbbf24')}${bk('a', '#fcd34d')}${bk('b', '#f9a8d4')}${bk('c', '#fff7e0')}
<radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>
</defs><rect width="${HW}" height="${HH}" fill="url(#g)"/>${blobs}${bokeh}<rect width="${HW}" height="${HH}" fill="url(#v)"/></svg>`
}
function ffmpeg(args) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
  if (r.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`)
}
async function makeHero() {
  const tmp = mkdtempSync(join(tmpdir(), 'utsab-hero-'))
  try {
    const parts = heroParticles()
    const jobs = []
    for (let i = 0; i < FRAMES; i++) {
      const file = join(tmp, `f${String(i).padStart(4, '0')}.png`)
      jobs.push(() =>
        sharp(Buffer.from(heroFrame(i, parts)))
          .png({ compressionLevel: 1 })
          .toFile(file),
      )
    }
    for (let i = 0; i < jobs.length; i += 4) await Promise.all(jobs.slice(i, i + 4).map((j) => j()))
    const input = ['-framerate', String(FPS), '-i', join(tmp, 'f%04d.png')]
    mkdirSync(join(PUB, 'media'), { recursive: true })
    const mp4 = join(PUB, 'media/hero.mp4')
    ffmpeg([
      ...input,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '27',
      '-tune',
      'film',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '48',
      '-movflags',
      '+faststart',
      mp4,
    ])
    written.push(mp4)
    const webm = join(PUB, 'media/hero.webm')
    ffmpeg(
      [
        ...input,
        '-an',
        '-c:v',
        'libvpx-vp9',
        '-crf',
        '40',
        '-b:v',
        '0',
        '-deadline',
        'good',
        '-cpu-used',
        '2',
        '-row-mt',
        '1',
        '-g',
        '96',
        '-pix_fmt',
        'yuv420p',
        '-fflags',
        '+bitexact',
        webm,
      ] /* bitexact: no random Matroska UIDs, so re-runs are byte-identical */,
    )
    written.push(webm)
    const poster = join(PUB, 'media/hero-poster.webp')
    await sharp(join(tmp, 'f0000.png')).webp({ quality: 70, effort: 6 }).toFile(poster)
    written.push(poster)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

// ---------- Open Graph image ----------
async function makeOg() {
  const rnd = prng('og')
  let bokeh = ''
  for (let i = 0; i < 34; i++) {
    bokeh += `<circle cx="${R(rnd.range(0, 1200))}" cy="${R(rnd.range(0, 630))}" r="${R(rnd.range(10, 70))}" fill="${rnd.pick(['#fcd34d', '#f9a8d4', '#fff7e0'])}" opacity="${F(rnd.range(0.08, 0.28))}"/>`
  }
  const p = { c: '#fde68a', d: '#2d0512' }
  const petals = [0, 45, 90, 135, 180, 225, 270, 315]
    .map((a) => `<ellipse cx="0" cy="-30" rx="15" ry="26" transform="rotate(${a})"/>`)
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs>
<linearGradient id="g" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="#3b0524"/><stop offset=".6" stop-color="#9d174d"/><stop offset="1" stop-color="#c2410c"/></linearGradient>
<radialGradient id="v" cx=".5" cy=".55" r=".8"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".4"/></radialGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>${bokeh}${lights(1200, 40, 70, 400, p, rnd)}<rect width="1200" height="630" fill="url(#v)"/>
<g transform="translate(600 250)" fill="#fbcfe8">${petals}<circle r="18" fill="#be185d"/><circle r="9" fill="#fde68a"/></g>
<text x="600" y="410" text-anchor="middle" font-family="system-ui, sans-serif" font-size="112" font-weight="800" fill="#fff">Utsab</text>
<path d="M420 448H780" stroke="#fcd34d" stroke-width="4" stroke-linecap="round"/>
<text x="600" y="510" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#fde68a">One-Stop-Shop for Memorable Events</text></svg>`
  const file = join(PUB, 'og-image.png')
  await sharp(Buffer.from(svg)).png({ palette: true, colours: 64, effort: 10, compressionLevel: 9, dither: 0.5 }).toFile(file)
  written.push(file)
}

// ---------- main ----------
makeDemo()
// `--demo-only` redraws the listing pictures without ffmpeg.
if (!process.argv.includes('--demo-only')) {
  makeBrands()
  makeFavicon()
  await makeOg()
  await makeHero()
}

let total = 0
const kb = (b) => (b / 1024).toFixed(1).padStart(7) + ' KB'
for (const f of written) {
  const size = statSync(f).size
  total += size
  console.log(`${kb(size)}  ${relative(ROOT, f)}`)
}
console.log(`${kb(total)}  total (${written.length} files)`)
