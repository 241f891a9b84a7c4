/**
 * The flags every Chromium here starts with, for the journeys (playwright.config.ts) and for
 * Lighthouse (bench/lighthouse.ts): headless as root, nothing phoning home.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
