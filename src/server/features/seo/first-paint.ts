import { HOME_HERO } from '../../../shared/home-hero.ts';
import { escapeHtml } from './head.ts';

/**
 * What a page draws in its HTML, below the header bar of index.html, before any JavaScript has
 * run (decisions/028). Only the home page has any: its hero's text, the page's largest paint on
 * a phone, so that paint no longer waits for the app. React replaces it with the same text in
 * the same place on its first render; the classes below are those of `AppLayout`'s `<main>`,
 * `Container` and `HeroSection` (features/home/components/hero-section.tsx), and
 * e2e/first-paint.spec.ts checks that the text does not move when the app takes over.
 */
const HOME = [
  '<main id="main" class="flex min-h-dvh flex-1 flex-col">',
  '<section class="bg-linear-to-b from-brand-50 to-neutral-50">',
  '<div class="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 pt-12 pb-10 sm:pt-20 sm:pb-12 lg:pt-24">',
  '<div class="mx-auto max-w-3xl text-center">',
  `<p class="text-sm font-semibold tracking-wide text-brand-700 uppercase">${escapeHtml(HOME_HERO.eyebrow)}</p>`,
  `<h1 class="mt-3 text-4xl font-bold tracking-tight text-balance text-neutral-950 sm:text-5xl">${escapeHtml(HOME_HERO.heading)}</h1>`,
  `<p class="mx-auto mt-5 max-w-2xl text-lg text-pretty text-neutral-600">${escapeHtml(HOME_HERO.lead)}</p>`,
  '</div></div></section></main>',
].join('');

/** The markup to put after the header bar of index.html for a page; '' for most pages. */
export function firstPaintBody(pathname: string): string {
  return pathname === '/' ? HOME : '';
}
