import sharp from 'sharp'
import type { Family } from '../modules/generation/product-families'
import type { Random } from './random'

const palette = [
  '#1d4ed8',
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#15803d',
  '#0369a1',
  '#a16207',
  '#334155',
  '#9d174d',
]

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A simple mark plus the manufacturer's initials, rendered to PNG. */
export async function makeLogo(random: Random, title: string): Promise<Buffer> {
  const color = random.pick(palette)
  const initials = title
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase()
  const mark = random.pick([
    `<circle cx="80" cy="80" r="56" fill="${color}"/>`,
    `<rect x="24" y="24" width="112" height="112" rx="22" fill="${color}"/>`,
    `<polygon points="80,18 142,130 18,130" fill="${color}"/>`,
    `<polygon points="80,16 140,80 80,144 20,80" fill="${color}"/>`,
  ])
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160">
    <rect width="400" height="160" fill="#ffffff"/>${mark}
    <text x="80" y="96" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="44" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
    <text x="160" y="92" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#1f2937">${escapeXml(title.split(' ')[0] ?? '')}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

const shapes: Record<Family['shape'], (c: string, w: number, h: number) => string> = {
  door: (c, w, h) =>
    `<rect x="${w * 0.32}" y="${h * 0.1}" width="${w * 0.36}" height="${h * 0.82}" fill="${c}" rx="6"/><circle cx="${w * 0.62}" cy="${h * 0.52}" r="${w * 0.018}" fill="#fde68a"/>`,
  window: (c, w, h) =>
    `<rect x="${w * 0.2}" y="${h * 0.15}" width="${w * 0.6}" height="${h * 0.7}" fill="#bae6fd" stroke="${c}" stroke-width="${w * 0.03}"/><line x1="${w / 2}" y1="${h * 0.15}" x2="${w / 2}" y2="${h * 0.85}" stroke="${c}" stroke-width="${w * 0.02}"/>`,
  block: (c, w, h) =>
    Array.from({ length: 4 }, (_, r) =>
      Array.from(
        { length: 4 },
        (_, k) =>
          `<rect x="${w * 0.1 + k * w * 0.2 + (r % 2) * w * 0.1}" y="${h * 0.15 + r * h * 0.18}" width="${w * 0.18}" height="${h * 0.15}" fill="${c}" opacity="${0.6 + k * 0.1}"/>`,
      ).join(''),
    ).join(''),
  tile: (c, w, h) =>
    Array.from(
      { length: 16 },
      (_, i) =>
        `<rect x="${w * 0.1 + (i % 4) * w * 0.2}" y="${h * 0.1 + Math.floor(i / 4) * h * 0.2}" width="${w * 0.19}" height="${h * 0.19}" fill="${c}" opacity="${0.35 + ((i * 7) % 10) / 15}"/>`,
    ).join(''),
  fixture: (c, w, h) =>
    `<rect x="${w * 0.45}" y="${h * 0.2}" width="${w * 0.1}" height="${h * 0.4}" fill="${c}"/><path d="M ${w * 0.5} ${h * 0.22} q ${w * 0.25} 0 ${w * 0.25} ${h * 0.2}" stroke="${c}" stroke-width="${w * 0.05}" fill="none"/><rect x="${w * 0.25}" y="${h * 0.62}" width="${w * 0.5}" height="${h * 0.1}" rx="8" fill="#94a3b8"/>`,
  panel: (c, w, h) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="${w * 0.1 + i * w * 0.16}" y="${h * 0.12}" width="${w * 0.14}" height="${h * 0.76}" fill="${c}" opacity="${0.5 + i * 0.1}"/>`,
    ).join(''),
}

/** A product picture in one of three aspect ratios, so the masonry grid has something to do. */
export async function makeProductImage(random: Random, family: Family): Promise<Buffer> {
  const [w, h] = random.pick([
    [640, 480],
    [480, 640],
    [560, 560],
  ] as const)
  const color = random.pick(palette)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes[family.shape](color, w, h)}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer()
}
