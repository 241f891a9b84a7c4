/**
 * The home page's hero text: drawn by the app (features/home/components/hero-section.tsx) and,
 * for the first paint before any JavaScript has run, by the server in the page's HTML
 * (server/features/seo/first-paint.ts). One copy, so the two never say different things.
 */
export const HOME_HERO = {
  eyebrow: 'Remote jobs and virtual assistants',
  heading: 'Professional Job Search Platform',
  lead: 'Find remote work as a virtual assistant or freelancer, or hire skilled people for your business, all in one place.',
} as const;
