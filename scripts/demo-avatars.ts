/**
 * Pictures for the demo accounts, made offline and deterministically as 240x240 PNGs (the avatar
 * pipeline stores PNG or JPEG only, docs/decisions/008):
 * - people: an illustrated portrait from DiceBear's "Avataaars" style (free for personal and
 *   commercial use, by Pablo Stanley), with each person's look chosen rather than drawn at random,
 *   so nobody wears a pacifier or a pirate patch;
 * - companies: a logo mark, a Lucide glyph for the trade (house, leaf, ledger) in white on a
 *   two-colour gradient; drawn as shapes rather than initials so no font is needed to render it.
 * Both are rendered from SVG to PNG with resvg.
 */

import type { Options } from '@dicebear/avataaars';
import * as avataaars from '@dicebear/avataaars';
import { createAvatar } from '@dicebear/core';
import { renderAsync } from '@resvg/resvg-js';
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const AVATAR_SIZE = 240;

/** One value of an Avataaars option that is a list of named parts. */
type Part<K extends keyof Options> = NonNullable<Options[K]> extends (infer T)[] ? T : never;

/** How a person looks in their portrait; the rest (eyes, smile) follows from their username. */
export type PersonLook = {
  hair: Part<'top'>;
  /** Hex without '#', from Avataaars' hair colours. */
  hairColor: string;
  /** Hex without '#', from Avataaars' skin tones. */
  skin: string;
  clothing:
    | 'blazerAndShirt'
    | 'blazerAndSweater'
    | 'collarAndSweater'
    | 'hoodie'
    | 'shirtCrewNeck'
    | 'shirtScoopNeck'
    | 'shirtVNeck';
  clothesColor: string;
  beard?: Part<'facialHair'>;
  glasses?: boolean;
  /** A hijab's or hat's colour, hex without '#'. */
  hatColor?: string;
  /** The portrait's background, hex without '#'. */
  background: string;
};

/** Rendered on libuv's thread pool, so several pictures draw at once beside other work. */
async function png(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: AVATAR_SIZE } });
  return Buffer.from(image.asPng());
}

/** A friendly, professional portrait of a person. */
export function personAvatarSvg(seed: string, look: PersonLook): string {
  return createAvatar(avataaars, {
    seed,
    size: AVATAR_SIZE,
    backgroundColor: [look.background],
    top: [look.hair],
    hairColor: [look.hairColor],
    skinColor: [look.skin],
    clothing: [look.clothing],
    clothesColor: [look.clothesColor],
    facialHair: look.beard ? [look.beard] : [],
    facialHairColor: [look.hairColor],
    facialHairProbability: look.beard ? 100 : 0,
    hatColor: [look.hatColor ?? '3c4f5c'],
    accessories: ['prescription02'],
    accessoriesColor: ['262e33'],
    accessoriesProbability: look.glasses ? 100 : 0,
    eyes: ['default', 'happy'],
    eyebrows: ['default', 'defaultNatural'],
    mouth: ['default', 'twinkle'],
  }).toString();
}

export function personAvatarPng(seed: string, look: PersonLook): Promise<Buffer> {
  return png(personAvatarSvg(seed, look));
}

/** A company's logo mark: its trade's glyph on a diagonal gradient. */
export type LogoMark = { glyph: LucideIcon; from: string; to: string };

export function companyLogoSvg(mark: LogoMark): string {
  // A 24-unit Lucide glyph, scaled to half the tile so it also fits the round avatar crop.
  const glyph = renderToStaticMarkup(
    createElement(mark.glyph, { color: '#ffffff', strokeWidth: 1.6, size: 24 }),
  )
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const s = AVATAR_SIZE;
  const scale = (s * 0.5) / 24;
  const offset = (s - 24 * scale) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="#${mark.from}"/><stop offset="1" stop-color="#${mark.to}"/>`,
    '</linearGradient><radialGradient id="h" cx="0.3" cy="0.2" r="0.8">',
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>',
    '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${s}" height="${s}" fill="url(#g)"/><rect width="${s}" height="${s}" fill="url(#h)"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    '</svg>',
  ].join('');
}

export function companyLogoPng(mark: LogoMark): Promise<Buffer> {
  return png(companyLogoSvg(mark));
}
