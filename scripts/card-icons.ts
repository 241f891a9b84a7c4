/**
 * The Find Jobs card icons as PNG masks (docs/decisions/063): lucide-static's SVG files rendered
 * by resvg at three times their largest drawn size. A mask that is an SVG image makes the browser
 * build a document for it on the page's first render; a PNG is only decoded when painted.
 *
 *   npm run card-icons     # after lucide-static changes; src/web/card-icons.test.ts checks
 *
 * The PNGs are committed beside styles.css, so a build needs no renderer.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/** lucide's icon name for each card icon, by the class that shows it (`card-icon-<key>`). */
export const CARD_ICONS = {
  applicants: 'users',
  overlap: 'clock',
  salary: 'dollar-sign',
  location: 'map-pin',
  posted: 'calendar-days',
} as const;

/** 16 CSS px (the largest, `before:size-4`) on a screen of three device pixels per CSS pixel. */
const SIZE_PX = 48;

export const cardIconDir = path.resolve(import.meta.dirname, '../src/web/card-icons');

const require = createRequire(import.meta.url);

/**
 * The PNG of one lucide icon: its strokes opaque, the rest transparent. A mask reads only the
 * alpha, so a palette PNG (half the bytes of resvg's own) loses nothing.
 */
export async function renderCardIcon(lucideName: string): Promise<Buffer> {
  const svg = readFileSync(require.resolve(`lucide-static/icons/${lucideName}.svg`), 'utf8');
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SIZE_PX } }).render().asPng();
  return sharp(png).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
}

export function cardIconPath(key: keyof typeof CARD_ICONS): string {
  return path.join(cardIconDir, `${key}.png`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [key, name] of Object.entries(CARD_ICONS)) {
    const png = await renderCardIcon(name);
    writeFileSync(cardIconPath(key as keyof typeof CARD_ICONS), png);
    console.log(`${key}.png  ${name}  ${png.length} bytes`);
  }
}
