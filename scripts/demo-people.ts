/**
 * The people of the demo marketplace (`npm run demo`): its admin, employers and jobseekers, all
 * sharing one password, and its categories. Seeded by scripts/demo-data.ts.
 */
import {
  Armchair,
  Calculator,
  CalendarCheck,
  Dumbbell,
  House,
  Leaf,
  Megaphone,
  Mic,
  MountainSnow,
  Scale,
  Smile,
  Truck,
} from 'lucide-react';
import { POPULAR_CATEGORIES } from '../src/shared/categories.ts';
import type { SearchStatus } from '../src/shared/talent-facts.ts';
import type { LogoMark, PersonLook } from './demo-avatars.ts';
import { DEMO_JOBSEEKERS_1 } from './demo-jobseekers-1.ts';
import { DEMO_JOBSEEKERS_2 } from './demo-jobseekers-2.ts';
import { DEMO_JOBSEEKERS_3 } from './demo-jobseekers-3.ts';

/** Shared by every demo account; 12+ characters and on no common-password list. */
export const DEMO_PASSWORD = 'Demo-Harbour-2026';

/** The popular virtual-assistant categories, as the home page lists them. */
export const DEMO_CATEGORIES = POPULAR_CATEGORIES;

export type CategoryName = (typeof DEMO_CATEGORIES)[number];

export type DemoPerson = {
  /** Full name of the person, shown only in the printed logins. */
  name: string;
  username: string;
  email: string;
  timezone: string;
  currency: string;
  /** ISO 3166-1 alpha-2, as registration would have stored it. */
  country: string;
  joinedDaysAgo: number;
  profileViews: number;
};

export type DemoEmployer = DemoPerson & {
  companyName: string;
  companyInfo: string;
  referralLink: string;
  /** The categories the business hires in: every post of theirs is in one of them. */
  trade: CategoryName[];
  logo: LogoMark;
  identityVerified: boolean;
};

export type DemoJobseeker = DemoPerson & {
  skills: string[];
  /** The first is the person's main line of work: their rate fits it. */
  categories: CategoryName[];
  experience: string;
  portfolio: string;
  videoIntro: string;
  // The facts people hire on (docs/decisions/032).
  headline: string;
  hourlyRate: number;
  profileCountry: string;
  languages: string[];
  availability: number;
  searchStatus: SearchStatus;
  identityVerified: boolean;
  look: PersonLook;
};

/** Checked first: when this account exists the demo was seeded already. */
export const DEMO_ADMIN: DemoPerson = {
  name: 'Demo Admin',
  username: 'demo_admin',
  email: 'demo.admin@example.com',
  timezone: 'Europe/London',
  currency: 'GBP',
  country: 'GB',
  joinedDaysAgo: 240,
  profileViews: 0,
};

/**
 * The employers' plans (docs/decisions/055), given as an admin's grant writes them: the busiest
 * two on Enterprise, one small business on Free with a request for Pro waiting in the admins'
 * queue, the rest on Pro. Every one is within its plan's limit this month (scripts-demo.test.ts).
 */
export const DEMO_PLANS: Readonly<Record<string, 'free' | 'pro' | 'enterprise'>> = {
  dwhitaker: 'enterprise',
  'mia.brightpath': 'enterprise',
  'tidewater.sam': 'free',
};
/** Employers not named in DEMO_PLANS are on this one. */
export const DEMO_DEFAULT_PLAN = 'pro';
/** The Free employer's waiting request, as they typed it. */
export const DEMO_PLAN_REQUEST = {
  username: 'tidewater.sam',
  plan: 'pro' as const,
  note: 'We are hiring two more assistants for the summer season and need more than one post a month.',
};

export const DEMO_EMPLOYERS: DemoEmployer[] = [
  {
    name: 'Daniel Whitaker',
    username: 'dwhitaker',
    trade: [
      'Administrative Support',
      'Data Entry',
      'Lead Generation',
      'Social Media Management',
      'Video Editing',
    ],
    logo: { glyph: House, from: '1e3a8a', to: '0ea5e9' },
    identityVerified: true,
    email: 'daniel.whitaker@example.com',
    companyName: 'Harbourline Realty Group',
    companyInfo:
      'A 40-agent residential brokerage on the Massachusetts coast. Our agents need remote ' +
      'assistants for listing coordination, CRM clean-up, transaction paperwork and lead ' +
      'follow-up, so they can spend their days with buyers and sellers.',
    referralLink: 'https://harbourline.example.com/careers?ref=talentbridge',
    timezone: 'America/New_York',
    currency: 'USD',
    country: 'US',
    joinedDaysAgo: 210,
    profileViews: 134,
  },
  {
    name: 'Sophie Laurent',
    username: 'sophie.laurent',
    trade: [
      'Customer Service',
      'E-commerce Support',
      'Social Media Management',
      'Email Management',
      'Content Writing',
    ],
    logo: { glyph: Leaf, from: 'be185d', to: 'f9a8d4' },
    identityVerified: false,
    email: 'sophie.laurent@example.com',
    companyName: 'Maison Laurent Skincare',
    companyInfo:
      'Independent French skincare brand selling online across Europe and North America. We ' +
      'work with a small remote team for customer care, order issues, product listings and our ' +
      'Instagram and TikTok channels.',
    referralLink: 'https://maisonlaurent.example.com/join?ref=talentbridge',
    timezone: 'Europe/Paris',
    currency: 'EUR',
    country: 'FR',
    joinedDaysAgo: 175,
    profileViews: 98,
  },
  {
    name: 'Oliver Bennett',
    username: 'obennett_cpa',
    trade: ['Bookkeeping', 'Administrative Support', 'Data Entry'],
    logo: { glyph: Calculator, from: '065f46', to: '34d399' },
    identityVerified: true,
    email: 'oliver.bennett@example.com',
    companyName: 'Bennett & Hale Accounting',
    companyInfo:
      'Chartered accountants serving 300 small businesses and sole traders in the UK. We hire ' +
      'bookkeepers and admin assistants who know Xero or QuickBooks and take confidentiality ' +
      'seriously.',
    referralLink: 'https://bennetthale.example.com/partners?ref=talentbridge',
    timezone: 'Europe/London',
    currency: 'GBP',
    country: 'GB',
    joinedDaysAgo: 160,
    profileViews: 61,
  },
  {
    name: 'Priya Raman',
    username: 'priya-kitebright',
    trade: [
      'Customer Service',
      'Web Development',
      'Content Writing',
      'SEO',
      'Lead Generation',
      'Project Management',
    ],
    logo: { glyph: CalendarCheck, from: '6d28d9', to: 'f472b6' },
    identityVerified: true,
    email: 'priya.raman@example.com',
    companyName: 'Kitebright Software',
    companyInfo:
      'Seed-stage SaaS start-up building scheduling software for physiotherapy clinics. Fully ' +
      'remote since day one; we look for people who write clearly and own their work, from ' +
      'customer support to web development and content.',
    referralLink: 'https://kitebright.example.com/careers?ref=talentbridge',
    timezone: 'America/Los_Angeles',
    currency: 'USD',
    country: 'US',
    joinedDaysAgo: 120,
    profileViews: 212,
  },
  {
    name: 'Liam O’Connor',
    username: 'liam.oconnor',
    trade: [
      'Email Management',
      'Administrative Support',
      'Video Editing',
      'Social Media Management',
      'Customer Service',
    ],
    logo: { glyph: Dumbbell, from: 'c2410c', to: 'facc15' },
    identityVerified: false,
    email: 'liam.oconnor@example.com',
    companyName: 'Southern Cross Coaching',
    companyInfo:
      'Online fitness and nutrition coaching for 2,000 clients. We need help with inbox and ' +
      'calendar management, video editing for our weekly YouTube uploads and keeping our ' +
      'membership community running smoothly.',
    referralLink: 'https://southerncross.example.com/team?ref=talentbridge',
    timezone: 'Australia/Sydney',
    currency: 'AUD',
    country: 'AU',
    joinedDaysAgo: 85,
    profileViews: 47,
  },
  {
    name: 'Hannah Fischer',
    username: 'hannah_fischer',
    trade: ['Research', 'Customer Service', 'Data Entry', 'Email Management', 'Content Writing'],
    logo: { glyph: MountainSnow, from: '0f766e', to: '818cf8' },
    identityVerified: false,
    email: 'hannah.fischer@example.com',
    companyName: 'Nordlicht Travel',
    companyInfo:
      'Boutique tour operator organising small-group trips to Scandinavia and the Alps. Our ' +
      'remote assistants research suppliers, answer guest questions and keep our booking data ' +
      'and newsletters in order, in English and German.',
    referralLink: 'https://nordlicht-travel.example.com/jobs?ref=talentbridge',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    country: 'DE',
    joinedDaysAgo: 40,
    profileViews: 23,
  },
  {
    name: 'Mia Chen',
    username: 'mia.brightpath',
    email: 'mia.chen@example.com',
    trade: [
      'Graphic Design',
      'Digital Marketing',
      'SEO',
      'Social Media Management',
      'Web Development',
      'Content Writing',
    ],
    logo: { glyph: Megaphone, from: 'e11d48', to: 'fb923c' },
    identityVerified: true,
    companyName: 'Brightpath Digital',
    companyInfo:
      'A twelve-person marketing agency in Toronto running brand, paid ads and SEO for ' +
      'clinics, restaurants and local retailers. We add remote designers, ad specialists and ' +
      'writers to client teams as our accounts grow.',
    referralLink: 'https://brightpath.example.com/work-with-us?ref=talentbridge',
    timezone: 'America/Toronto',
    currency: 'CAD',
    country: 'CA',
    joinedDaysAgo: 150,
    profileViews: 176,
  },
  {
    name: 'Rosa Alvarez',
    username: 'dr.alvarez',
    email: 'rosa.alvarez@example.com',
    trade: ['Administrative Support', 'Customer Service', 'Social Media Management', 'Bookkeeping'],
    logo: { glyph: Smile, from: '0284c7', to: '5eead4' },
    identityVerified: false,
    companyName: 'Summit Dental Studio',
    companyInfo:
      'A family dental practice in Denver with two dentists and a hygiene team. A remote ' +
      'front-desk assistant answers calls and messages, confirms appointments and keeps ' +
      'insurance paperwork moving.',
    referralLink: 'https://summitdental.example.com/careers?ref=talentbridge',
    timezone: 'America/Denver',
    currency: 'USD',
    country: 'US',
    joinedDaysAgo: 60,
    profileViews: 31,
  },
  {
    name: 'James Carter',
    username: 'jcarter_law',
    email: 'james.carter@example.com',
    trade: ['Administrative Support', 'Research', 'Customer Service', 'Data Entry'],
    logo: { glyph: Scale, from: '1f2937', to: 'a16207' },
    identityVerified: true,
    companyName: 'Carter & Ng Immigration Law',
    companyInfo:
      'An immigration law firm in Vancouver helping families and skilled workers with visas ' +
      'and permanent residence. Our remote assistants handle client intake, document ' +
      'checklists and case research under a lawyer’s supervision.',
    referralLink: 'https://carterng.example.com/join?ref=talentbridge',
    timezone: 'America/Vancouver',
    currency: 'CAD',
    country: 'CA',
    joinedDaysAgo: 100,
    profileViews: 58,
  },
  {
    name: 'Emma Lindqvist',
    username: 'fernwood.emma',
    email: 'emma.lindqvist@example.com',
    trade: ['E-commerce Support', 'Customer Service', 'Graphic Design', 'Data Entry'],
    logo: { glyph: Armchair, from: '4d7c0f', to: 'd9f99d' },
    identityVerified: false,
    companyName: 'Fernwood Home Goods',
    companyInfo:
      'Handmade ceramics, linen and wooden homeware sold on our own Shopify store, Etsy and ' +
      'Amazon. Three people in a Portland workshop, and a remote team that keeps listings, ' +
      'orders and customer messages in order.',
    referralLink: 'https://fernwood.example.com/about?ref=talentbridge',
    timezone: 'America/Los_Angeles',
    currency: 'USD',
    country: 'US',
    joinedDaysAgo: 75,
    profileViews: 64,
  },
  {
    name: 'Samuel Okoro',
    username: 'tidewater.sam',
    email: 'samuel.okoro@example.com',
    trade: ['Video Editing', 'Content Writing', 'Research', 'Email Management'],
    logo: { glyph: Mic, from: '312e81', to: '06b6d4' },
    identityVerified: false,
    companyName: 'Tidewater Podcast Network',
    companyInfo:
      'Five weekly interview podcasts about business and science, recorded remotely from ' +
      'London. We work with freelance editors and writers who care about clean audio and ' +
      'accurate show notes.',
    referralLink: 'https://tidewater.example.com/crew?ref=talentbridge',
    timezone: 'Europe/London',
    currency: 'GBP',
    country: 'GB',
    joinedDaysAgo: 25,
    profileViews: 12,
  },
  {
    name: 'Pieter de Vries',
    username: 'pieter.loop',
    email: 'pieter.devries@example.com',
    trade: ['Project Management', 'Data Entry', 'Lead Generation', 'Customer Service'],
    logo: { glyph: Truck, from: '0f172a', to: '22c55e' },
    identityVerified: false,
    companyName: 'Loop Freight',
    companyInfo:
      'A Rotterdam start-up booking road freight for small European manufacturers. The ' +
      'operations team is remote-first and needs organised people for shipment tracking, ' +
      'carrier data and outbound sales research.',
    referralLink: 'https://loopfreight.example.com/jobs?ref=talentbridge',
    timezone: 'Europe/Amsterdam',
    currency: 'EUR',
    country: 'NL',
    joinedDaysAgo: 18,
    profileViews: 7,
  },
];

/** The demo's jobseekers, written out in three files. */
export const DEMO_JOBSEEKERS: DemoJobseeker[] = [
  ...DEMO_JOBSEEKERS_1,
  ...DEMO_JOBSEEKERS_2,
  ...DEMO_JOBSEEKERS_3,
];
