/**
 * The people of the demo marketplace (`npm run demo`): its admin, employers and jobseekers, all
 * sharing one password, and its categories. Seeded by scripts/demo-data.ts.
 */
import { POPULAR_CATEGORIES } from '../src/shared/categories.ts';

/** Shared by every demo account; 12+ characters and on no common-password list. */
export const DEMO_PASSWORD = 'Demo-Harbour-2026';

/** The popular virtual-assistant categories, as the home page lists them. */
export const DEMO_CATEGORIES = POPULAR_CATEGORIES;

type CategoryName = (typeof DEMO_CATEGORIES)[number];

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
};

export type DemoJobseeker = DemoPerson & {
  skills: string[];
  categories: CategoryName[];
  experience: string;
  portfolio: string;
  videoIntro: string;
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

export const DEMO_EMPLOYERS: DemoEmployer[] = [
  {
    name: 'Daniel Whitaker',
    username: 'dwhitaker',
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
];

const portfolio = (slug: string) => `https://portfolio.example.com/${slug}`;
const video = (slug: string) => `https://video.example.com/intro/${slug}`;

export const DEMO_JOBSEEKERS: DemoJobseeker[] = [
  {
    name: 'Maria Santos',
    username: 'maria_santos',
    email: 'maria.santos@example.com',
    skills: ['Calendar management', 'Inbox zero', 'Google Workspace', 'Travel booking', 'Notion'],
    categories: ['Administrative Support', 'Email Management', 'Customer Service'],
    experience:
      'Executive assistant for 7 years, the last 4 fully remote for US founders. I run inboxes ' +
      'and calendars across time zones, book travel, prepare board-meeting packs and keep ' +
      'Notion and Google Drive tidy. Available during US Eastern business hours.',
    portfolio: portfolio('maria-santos'),
    videoIntro: video('maria-santos'),
    timezone: 'Asia/Manila',
    currency: 'USD',
    country: 'PH',
    joinedDaysAgo: 230,
    profileViews: 412,
  },
  {
    name: 'Arjun Mehta',
    username: 'arjun.mehta',
    email: 'arjun.mehta@example.com',
    skills: ['QuickBooks Online', 'Xero', 'Bank reconciliation', 'Accounts payable', 'Excel'],
    categories: ['Bookkeeping', 'Data Entry'],
    experience:
      'Commerce graduate and certified QuickBooks ProAdvisor. Five years of bookkeeping for ' +
      'UK and Australian small businesses: monthly reconciliations, supplier bills, payroll ' +
      'journals and VAT-ready reports, delivered on a fixed monthly schedule.',
    portfolio: portfolio('arjun-mehta'),
    videoIntro: video('arjun-mehta'),
    timezone: 'Asia/Kolkata',
    currency: 'INR',
    country: 'IN',
    joinedDaysAgo: 205,
    profileViews: 268,
  },
  {
    name: 'Grace Wanjiru',
    username: 'gracewanjiru',
    email: 'grace.wanjiru@example.com',
    skills: ['Zendesk', 'Shopify', 'Live chat', 'Returns and refunds', 'Gorgias'],
    categories: ['Customer Service', 'E-commerce Support'],
    experience:
      'Customer support specialist with 4 years in e-commerce. I have handled up to 120 tickets ' +
      'a day for a fashion brand with a 96% satisfaction score, written help-centre articles ' +
      'and trained two new agents.',
    portfolio: portfolio('grace-wanjiru'),
    videoIntro: video('grace-wanjiru'),
    timezone: 'Africa/Nairobi',
    currency: 'KES',
    country: 'KE',
    joinedDaysAgo: 190,
    profileViews: 189,
  },
  {
    name: 'Chinedu Okafor',
    username: 'chinedu-dev',
    email: 'chinedu.okafor@example.com',
    skills: ['WordPress', 'React', 'TypeScript', 'Technical SEO', 'Core Web Vitals'],
    categories: ['Web Development', 'SEO'],
    experience:
      'Full-stack web developer since 2017. I build and maintain WordPress and React sites for ' +
      'agencies and small businesses, fix slow pages and set up analytics. Recent work: moved a ' +
      '600-page blog to a headless set-up without losing search traffic.',
    portfolio: portfolio('chinedu-okafor'),
    videoIntro: video('chinedu-okafor'),
    timezone: 'Africa/Lagos',
    currency: 'NGN',
    country: 'NG',
    joinedDaysAgo: 170,
    profileViews: 331,
  },
  {
    name: 'Valentina Rojas',
    username: 'vale.rojas',
    email: 'valentina.rojas@example.com',
    skills: ['Instagram', 'TikTok', 'Canva', 'Copywriting', 'Meta Ads', 'Spanish'],
    categories: ['Social Media Management', 'Content Writing', 'Digital Marketing'],
    experience:
      'Bilingual (Spanish and English) social media manager. I plan monthly content calendars, ' +
      'write captions, design posts in Canva and run small Meta ad budgets. Grew a skincare ' +
      "brand's Instagram from 3k to 28k followers in a year.",
    portfolio: portfolio('valentina-rojas'),
    videoIntro: video('valentina-rojas'),
    timezone: 'America/Bogota',
    currency: 'COP',
    country: 'CO',
    joinedDaysAgo: 150,
    profileViews: 297,
  },
  {
    name: 'Diego Hernández',
    username: 'diegoedits',
    email: 'diego.hernandez@example.com',
    skills: ['Premiere Pro', 'DaVinci Resolve', 'After Effects', 'YouTube', 'Short-form video'],
    categories: ['Video Editing', 'Graphic Design'],
    experience:
      'Video editor for YouTube creators and online coaches. I cut long-form videos, add ' +
      'captions and motion graphics, and turn each upload into three to five Shorts and Reels. ' +
      'Usual turnaround is 48 hours.',
    portfolio: portfolio('diego-hernandez'),
    videoIntro: video('diego-hernandez'),
    timezone: 'America/Mexico_City',
    currency: 'MXN',
    country: 'MX',
    joinedDaysAgo: 130,
    profileViews: 176,
  },
  {
    name: 'Thandi Nkosi',
    username: 'thandi_pm',
    email: 'thandi.nkosi@example.com',
    skills: ['Asana', 'ClickUp', 'Process documentation', 'Meeting notes', 'Scheduling'],
    categories: ['Project Management', 'Administrative Support'],
    experience:
      'Operations and project assistant with a background in event management. I keep ' +
      'projects on track in Asana or ClickUp, write standard operating procedures and make sure ' +
      'every meeting ends with clear actions and owners.',
    portfolio: portfolio('thandi-nkosi'),
    videoIntro: video('thandi-nkosi'),
    timezone: 'Africa/Johannesburg',
    currency: 'ZAR',
    country: 'ZA',
    joinedDaysAgo: 110,
    profileViews: 142,
  },
  {
    name: 'Oksana Kovalenko',
    username: 'oksana.k',
    email: 'oksana.kovalenko@example.com',
    skills: ['Market research', 'LinkedIn Sales Navigator', 'Apollo', 'Google Sheets', 'German'],
    categories: ['Research', 'Lead Generation', 'Data Entry'],
    experience:
      'Research assistant with a master’s degree in economics. I build verified B2B lead ' +
      'lists, compare suppliers and competitors, and summarise findings in short, sourced ' +
      'reports. Working languages: English, German, Ukrainian and Polish.',
    portfolio: portfolio('oksana-kovalenko'),
    videoIntro: video('oksana-kovalenko'),
    timezone: 'Europe/Warsaw',
    currency: 'PLN',
    country: 'PL',
    joinedDaysAgo: 95,
    profileViews: 88,
  },
  {
    name: 'Lucas Ferreira',
    username: 'lucas.ferreira',
    email: 'lucas.ferreira@example.com',
    skills: ['Shopify', 'Liquid', 'WooCommerce', 'Product listings', 'Klaviyo'],
    categories: ['E-commerce Support', 'Web Development'],
    experience:
      'Shopify store assistant and theme developer. I upload and optimise product listings, ' +
      'manage inventory and discounts, customise Liquid themes and set up Klaviyo flows for ' +
      'abandoned carts and post-purchase e-mails.',
    portfolio: portfolio('lucas-ferreira'),
    videoIntro: video('lucas-ferreira'),
    timezone: 'America/Sao_Paulo',
    currency: 'BRL',
    country: 'BR',
    joinedDaysAgo: 70,
    profileViews: 121,
  },
  {
    name: 'Ayesha Khan',
    username: 'ayesha.designs',
    email: 'ayesha.khan@example.com',
    skills: ['Adobe Illustrator', 'Figma', 'Brand identity', 'Canva', 'Pinterest'],
    categories: ['Graphic Design', 'Social Media Management'],
    experience:
      'Graphic designer for small brands: logos, brand guides, social media templates, ' +
      'pitch decks and Pinterest pins. I hand over editable Canva and Figma files so clients ' +
      'can keep going without me.',
    portfolio: portfolio('ayesha-khan'),
    videoIntro: video('ayesha-khan'),
    timezone: 'Asia/Karachi',
    currency: 'PKR',
    country: 'PK',
    joinedDaysAgo: 55,
    profileViews: 203,
  },
  {
    name: 'Joy Dela Cruz',
    username: 'joydelacruz',
    email: 'joy.delacruz@example.com',
    skills: ['Cold e-mail', 'HubSpot', 'Lead qualification', 'Appointment setting', 'CRM hygiene'],
    categories: ['Lead Generation', 'Email Management', 'Research'],
    experience:
      'Lead generation and appointment setting for real-estate teams and agencies. I research ' +
      'prospects, write and send personalised cold e-mail sequences, qualify replies and book ' +
      'calls straight into HubSpot.',
    portfolio: portfolio('joy-delacruz'),
    videoIntro: video('joy-delacruz'),
    timezone: 'Asia/Manila',
    currency: 'PHP',
    country: 'PH',
    joinedDaysAgo: 30,
    profileViews: 57,
  },
  {
    name: 'Nikola Petrović',
    username: 'nikola_seo',
    email: 'nikola.petrovic@example.com',
    skills: ['Keyword research', 'Ahrefs', 'On-page SEO', 'Blog writing', 'Google Analytics 4'],
    categories: ['SEO', 'Content Writing', 'Digital Marketing'],
    experience:
      'SEO content writer for B2B software companies. I research keywords, write 1,500 to ' +
      '2,500-word articles that rank, refresh old posts and report on traffic monthly in GA4. ' +
      'Native Serbian, fluent English.',
    portfolio: portfolio('nikola-petrovic'),
    videoIntro: video('nikola-petrovic'),
    timezone: 'Europe/Belgrade',
    currency: 'RSD',
    country: 'RS',
    joinedDaysAgo: 12,
    profileViews: 9,
  },
];
