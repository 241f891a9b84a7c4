/**
 * The demo marketplace's job posts: each demo employer hires for its own business (a realty firm
 * posts real-estate assistant work, a skincare shop customer care and product listings), one to
 * eight posts each, every one in a category of the employer's trade, with the skills its
 * requirements name and a whole-dollar rate inside the usual band for its category. Some posts
 * are closed after a hire, some full (their application limit reached), a few wait for review.
 * Deterministic: everything here is written out, and dates count back from `now`.
 */
import type { jobPosts } from '../src/server/db/schema.ts';
import type { JOB_TYPES } from '../src/shared/jobs.ts';
import type { CategoryName } from './demo-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What remote work in each category usually pays, dollars an hour (posts and profiles keep to it). */
export const RATE_BANDS: Record<CategoryName, readonly [number, number]> = {
  'Administrative Support': [6, 18],
  'Customer Service': [6, 15],
  'Data Entry': [5, 10],
  'Social Media Management': [8, 22],
  Bookkeeping: [12, 30],
  'Graphic Design': [15, 40],
  'Content Writing': [15, 40],
  'Web Development': [25, 60],
  'Digital Marketing': [15, 40],
  'Email Management': [7, 18],
  'Project Management': [12, 30],
  'Lead Generation': [7, 18],
  'E-commerce Support': [6, 16],
  'Video Editing': [12, 35],
  SEO: [15, 40],
  Research: [8, 20],
};

export type JobType = (typeof JOB_TYPES)[number];

/** Hours a week a job of each type asks for: applicants propose about this. */
export const HOURS_BY_JOB_TYPE: Record<JobType, number> = {
  'Full-time': 40,
  'Part-time': 20,
  Contract: 30,
  'Project-based': 15,
  Temporary: 30,
  Internship: 20,
};

const TERMS: Record<JobType, string> = {
  'Full-time': 'Full-time, 40 hours a week, paid twice a month',
  'Part-time': 'Part-time, about 20 hours a week, flexible within our business hours',
  Contract: 'A three-month contract of around 30 hours a week, with a view to extending',
  'Project-based': 'Project-based: a fixed scope, paid hourly against a weekly timesheet',
  Temporary: 'Temporary cover for six to eight weeks, around 30 hours a week',
  Internship: 'A paid three-month internship of 20 hours a week',
};

/** Screening questions posts ask (docs/decisions/033); applicants' answers are in demo-hiring.ts. */
export const QUESTIONS = {
  crm: 'Which CRM have you used most, and for how long?',
  overlap: 'How many hours of your working day overlap with our business hours?',
  sample: 'Please link one example of similar work you are proud of.',
  start: 'When could you start, and how many hours a week can you commit?',
  tickets: 'How many support tickets a day have you handled, and in which help desk?',
  confidential:
    'Have you handled confidential client documents before? How did you keep them safe?',
  books:
    'Which accounting software do you know best, and how many clients do you keep books for now?',
  customer: 'Tell us about a difficult customer conversation and how you resolved it.',
  languages: 'Which languages do you write in at a professional level?',
  ads: 'What monthly ad budget have you managed, and on which platforms?',
} as const;
export type QuestionKey = keyof typeof QUESTIONS;

export type Posting = {
  title: string;
  category: CategoryName;
  jobType: JobType;
  /** Dollars an hour, whole. */
  salary: number;
  skills: string[];
  intro: string;
  duties: string[];
  requirements: string[];
  experience: string;
  questions?: QuestionKey[];
  minCoverLetter?: number;
  /** open (the default), closed after a hire, full (its limit reached), or waiting for review. */
  state?: 'closed' | 'full' | 'pending';
  /** How many people applied (0-25). */
  applicants: number;
  daysAgo: number;
  views: number;
};

type Employer = { location: string; postings: Posting[] };

/** Each demo employer's posts, by username (demo-people.ts). */
export const DEMO_POSTINGS: Record<string, Employer> = {
  dwhitaker: {
    location: 'Remote (US Eastern hours)',
    postings: [
      {
        title: 'Real-estate virtual assistant for a 40-agent brokerage',
        category: 'Administrative Support',
        jobType: 'Full-time',
        salary: 10,
        skills: ['Follow Up Boss', 'Google Workspace', 'Calendar management'],
        intro:
          'Harbourline Realty Group is looking for a virtual assistant to support a team of six buyer and listing agents on the Massachusetts coast.',
        duties: [
          'Keep the agents’ calendars: showings, inspections and closings',
          'Log every new lead in Follow Up Boss and assign it the same day',
          'Prepare weekly activity reports for the team lead',
        ],
        requirements: [
          'Experience supporting US real-estate agents',
          'Clear spoken and written English',
        ],
        experience: 'One year or more as a real-estate or executive assistant',
        questions: ['crm', 'overlap', 'start'],
        state: 'full',
        applicants: 25,
        daysAgo: 30,
        views: 412,
      },
      {
        title: 'Listing coordinator (MLS input and listing packs)',
        category: 'Data Entry',
        jobType: 'Part-time',
        salary: 9,
        skills: ['MLS data entry', 'Canva', 'Google Sheets'],
        intro:
          'We list around 30 homes a month and need a careful coordinator to get each one live quickly and correctly.',
        duties: [
          'Enter new listings in the MLS from the agent’s intake form',
          'Build the listing flyer and feature sheet in Canva',
          'Keep the listings tracker current as prices and statuses change',
        ],
        requirements: ['Sharp eye for detail: addresses, square footage, prices'],
        experience: 'Previous MLS or property data entry is a plus',
        questions: ['sample'],
        applicants: 14,
        daysAgo: 18,
        views: 236,
      },
      {
        title: 'Transaction coordinator, contract to close',
        category: 'Administrative Support',
        jobType: 'Contract',
        salary: 15,
        skills: ['Dotloop', 'Transaction files', 'Google Workspace'],
        intro:
          'Our agents close 25 to 35 deals a month. We want one coordinator to own every file from signed contract to closing day.',
        duties: [
          'Open each file in Dotloop and track every deadline',
          'Chase signatures, inspections and lender updates',
          'Send clients a short status e-mail every week',
        ],
        requirements: ['Knows a US purchase and sale agreement', 'Calm under deadlines'],
        experience: 'Two years of transaction coordination',
        state: 'closed',
        applicants: 9,
        daysAgo: 40,
        views: 188,
      },
      {
        title: 'Inside sales agent for buyer leads',
        category: 'Lead Generation',
        jobType: 'Full-time',
        salary: 12,
        skills: ['Follow Up Boss', 'Cold calling', 'Lead qualification'],
        intro:
          'Website and portal leads reach us at all hours. We need an inside sales agent who calls them back within five minutes and books showings.',
        duties: [
          'Call and text new buyer leads from Follow Up Boss',
          'Qualify budget, timing and financing',
          'Book showings straight into the agents’ calendars',
        ],
        requirements: [
          'Confident on the phone with US clients',
          'Comfortable with scripts and targets',
        ],
        experience: 'One year of appointment setting or inside sales',
        questions: ['crm', 'customer'],
        applicants: 11,
        daysAgo: 12,
        views: 167,
      },
      {
        title: 'Social media assistant for new listings',
        category: 'Social Media Management',
        jobType: 'Part-time',
        salary: 14,
        skills: ['Canva', 'Instagram', 'Meta Business Suite'],
        intro:
          'Every new listing deserves a good post. Help us turn listing photos into Instagram and Facebook posts and stories that bring buyers to open houses.',
        duties: [
          'Design posts and stories for each new listing in Canva',
          'Schedule them in Meta Business Suite',
          'Answer comments and pass buyer questions to the agent',
        ],
        requirements: ['A feel for clean, bright real-estate visuals'],
        experience: 'Managed a business account before',
        applicants: 7,
        daysAgo: 8,
        views: 98,
      },
      {
        title: 'Property video editor for listing walk-throughs',
        category: 'Video Editing',
        jobType: 'Project-based',
        salary: 20,
        skills: ['Premiere Pro', 'CapCut', 'Short-form video'],
        intro:
          'Our agents film walk-throughs on their phones. We need an editor to turn them into a 60-second Reel and a two-minute YouTube tour per home.',
        duties: [
          'Cut each walk-through into a Reel and a longer tour',
          'Add captions, music and the brokerage’s end card',
          'Deliver within two working days',
        ],
        requirements: ['Steady, well-paced edits without flashy effects'],
        experience: 'Real-estate or interior videos in your portfolio',
        questions: ['sample'],
        applicants: 6,
        daysAgo: 5,
        views: 71,
      },
      {
        title: 'CRM clean-up assistant (six weeks)',
        category: 'Data Entry',
        jobType: 'Temporary',
        salary: 8,
        skills: ['Follow Up Boss', 'Google Sheets', 'Data entry'],
        intro:
          'Ten years of contacts, three old systems and many duplicates: we need help merging and tagging 12,000 contacts before our spring campaign.',
        duties: [
          'Merge duplicate contacts and fix their details',
          'Tag past clients, sphere and cold leads',
          'Report progress at the end of each day',
        ],
        requirements: ['Fast and accurate with spreadsheets'],
        experience: 'Any CRM or data clean-up work',
        state: 'pending',
        applicants: 0,
        daysAgo: 1,
        views: 0,
      },
    ],
  },
  'sophie.laurent': {
    location: 'Remote (EU time zones)',
    postings: [
      {
        title: 'Customer care agent, French and English',
        category: 'Customer Service',
        jobType: 'Full-time',
        salary: 11,
        skills: ['Gorgias', 'Shopify', 'French'],
        intro:
          'Maison Laurent ships skincare to 20 countries. Our customers write in French and English, and they expect warm, knowledgeable answers.',
        duties: [
          'Answer e-mail, chat and Instagram messages in Gorgias',
          'Handle order issues, returns and refunds in Shopify',
          'Share the questions customers ask most with the product team',
        ],
        requirements: ['Native or fluent French and English', 'Interest in skincare'],
        experience: 'One year of e-commerce customer care',
        questions: ['customer', 'languages'],
        minCoverLetter: 200,
        applicants: 18,
        daysAgo: 26,
        views: 301,
      },
      {
        title: 'Shopify product listing assistant',
        category: 'E-commerce Support',
        jobType: 'Part-time',
        salary: 10,
        skills: ['Shopify', 'Product listings', 'Photoshop'],
        intro:
          'We launch six to eight products a season, each in several sizes and three languages. Help us keep our Shopify catalogue accurate and beautiful.',
        duties: [
          'Create and update products, variants and collections in Shopify',
          'Resize and retouch product photos in Photoshop',
          'Check ingredient lists and translations against our product sheets',
        ],
        requirements: ['Careful with details such as ingredients and sizes'],
        experience: 'Worked in a Shopify admin before',
        applicants: 12,
        daysAgo: 15,
        views: 174,
      },
      {
        title: 'Instagram and TikTok content assistant',
        category: 'Social Media Management',
        jobType: 'Part-time',
        salary: 16,
        skills: ['Instagram', 'TikTok', 'Canva'],
        intro:
          'Our community found us on Instagram. We want someone who plans and publishes our posts and short videos and talks with our followers every day.',
        duties: [
          'Plan a monthly content calendar with the founder',
          'Edit short videos and design posts in Canva',
          'Reply to comments and direct messages',
        ],
        requirements: ['A portfolio of beauty or lifestyle accounts'],
        experience: 'Grew a brand account before',
        questions: ['sample'],
        applicants: 16,
        daysAgo: 20,
        views: 255,
      },
      {
        title: 'Klaviyo e-mail marketing assistant',
        category: 'Email Management',
        jobType: 'Contract',
        salary: 14,
        skills: ['Klaviyo', 'Copywriting', 'Shopify'],
        intro:
          'We send two newsletters a week and run welcome, abandoned-cart and replenishment flows. We need help building and testing them.',
        duties: [
          'Build campaigns and flows in Klaviyo from our briefs',
          'Write subject lines and short copy in English',
          'Report open and click rates every month',
        ],
        requirements: ['Knows Klaviyo flows and segments'],
        experience: 'E-mail marketing for an online shop',
        state: 'closed',
        applicants: 5,
        daysAgo: 44,
        views: 121,
      },
      {
        title: 'Skincare blog writer',
        category: 'Content Writing',
        jobType: 'Project-based',
        salary: 25,
        skills: ['Blog writing', 'SEO writing', 'Research'],
        intro:
          'Our journal answers the questions customers ask us: how to layer serums, what niacinamide does, how to care for sensitive skin. We need four articles a month.',
        duties: [
          'Write 1,200-word articles from our outlines',
          'Check every claim against a reliable source',
          'Suggest internal links to our products where they help',
        ],
        requirements: ['Writes clear, friendly English'],
        experience: 'Published beauty or health articles',
        applicants: 3,
        daysAgo: 3,
        views: 42,
      },
      {
        title: 'Holiday order support assistant',
        category: 'Customer Service',
        jobType: 'Temporary',
        salary: 9,
        skills: ['Order tracking', 'Gorgias', 'Returns and refunds'],
        intro:
          'December triples our orders. We need an extra pair of hands on delivery questions, gift messages and exchanges for six weeks.',
        duties: [
          'Track parcels with our carriers and answer customers',
          'Process exchanges and refunds under our policy',
          'Keep an eye on gift orders that need special care',
        ],
        requirements: ['Available in European business hours'],
        experience: 'Customer service in retail or e-commerce',
        state: 'pending',
        applicants: 0,
        daysAgo: 2,
        views: 0,
      },
    ],
  },
  obennett_cpa: {
    location: 'Remote (UK hours)',
    postings: [
      {
        title: 'Bookkeeper for small-business clients (Xero)',
        category: 'Bookkeeping',
        jobType: 'Full-time',
        salary: 20,
        skills: ['Xero', 'Bank reconciliation', 'VAT returns'],
        intro:
          'Bennett & Hale keeps the books of 300 small businesses. We are adding a bookkeeper to look after a portfolio of 25 clients in Xero.',
        duties: [
          'Reconcile bank feeds and code transactions every week',
          'Prepare quarterly VAT returns for a partner to review',
          'Answer client questions about their books by e-mail',
        ],
        requirements: ['Knows UK VAT', 'Treats client data as confidential'],
        experience: 'Two years of bookkeeping for UK clients',
        questions: ['books', 'confidential'],
        minCoverLetter: 300,
        applicants: 10,
        daysAgo: 28,
        views: 208,
      },
      {
        title: 'Accounts payable assistant',
        category: 'Bookkeeping',
        jobType: 'Part-time',
        salary: 16,
        skills: ['QuickBooks Online', 'Accounts payable', 'Excel'],
        intro:
          'Several of our clients outsource their supplier payments to us. We need an assistant to process bills and prepare payment runs.',
        duties: [
          'Enter and match supplier bills in QuickBooks Online',
          'Prepare weekly payment runs for approval',
          'Reconcile supplier statements each month',
        ],
        requirements: ['Accurate and organised'],
        experience: 'One year of accounts payable',
        state: 'closed',
        applicants: 8,
        daysAgo: 35,
        views: 143,
      },
      {
        title: 'Receipt and invoice data entry clerk',
        category: 'Data Entry',
        jobType: 'Part-time',
        salary: 8,
        skills: ['Excel', 'Dext', 'Data entry'],
        intro:
          'Clients send us boxes of receipts at year end. We need a quick, careful clerk to capture them in Dext and check the totals.',
        duties: [
          'Capture receipts and invoices in Dext',
          'Check dates, amounts and VAT against the originals',
          'Flag anything unreadable or missing',
        ],
        requirements: ['Fast, accurate typing'],
        experience: 'Any finance data entry',
        applicants: 13,
        daysAgo: 10,
        views: 160,
      },
      {
        title: 'Practice administrator (remote)',
        category: 'Administrative Support',
        jobType: 'Part-time',
        salary: 12,
        skills: ['Google Workspace', 'Calendar management', 'Client onboarding'],
        intro:
          'Our partners spend too much time on scheduling and onboarding paperwork. We want an administrator to take it over.',
        duties: [
          'Book client meetings for three partners',
          'Send engagement letters and collect signed copies',
          'Keep client folders complete and named consistently',
        ],
        requirements: ['Discreet with client information'],
        experience: 'Office or practice administration',
        questions: ['confidential'],
        applicants: 4,
        daysAgo: 4,
        views: 53,
      },
    ],
  },
  'priya-kitebright': {
    location: 'Remote',
    postings: [
      {
        title: 'Customer support specialist for a clinic scheduling app',
        category: 'Customer Service',
        jobType: 'Full-time',
        salary: 13,
        skills: ['Intercom', 'Zendesk', 'Help centre writing'],
        intro:
          'Kitebright helps 400 physiotherapy clinics run their schedules. Our support team is their lifeline when something does not work at 8 a.m. on a Monday.',
        duties: [
          'Answer chats and e-mails in Intercom within our two-hour target',
          'Reproduce bugs and hand clear reports to engineering',
          'Keep help-centre articles current after each release',
        ],
        requirements: ['Patient, precise written English', 'Comfortable with software'],
        experience: 'One year of SaaS or technical support',
        questions: ['tickets', 'customer'],
        minCoverLetter: 250,
        applicants: 22,
        daysAgo: 33,
        views: 389,
      },
      {
        title: 'WordPress developer for our marketing site',
        category: 'Web Development',
        jobType: 'Contract',
        salary: 45,
        skills: ['WordPress', 'Core Web Vitals', 'CSS'],
        intro:
          'Our marketing site has grown page by page for four years and is slow. We want a developer to rebuild its templates and make it fast.',
        duties: [
          'Rebuild the theme’s templates as reusable blocks',
          'Bring every page into the green on Core Web Vitals',
          'Document how marketing adds new pages',
        ],
        requirements: ['Builds custom WordPress themes, not only page builders'],
        experience: 'Three years of WordPress development',
        questions: ['sample'],
        applicants: 9,
        daysAgo: 21,
        views: 198,
      },
      {
        title: 'SEO content writer for physiotherapy topics',
        category: 'SEO',
        jobType: 'Part-time',
        salary: 28,
        skills: ['Keyword research', 'Blog writing', 'Ahrefs'],
        intro:
          'Clinic owners search for answers about running a practice. We want articles that rank for those searches and show what Kitebright does.',
        duties: [
          'Research keywords with Ahrefs and propose topics monthly',
          'Write two 1,800-word articles a week',
          'Refresh older posts that are slipping in search',
        ],
        requirements: ['Articles that rank, with numbers to show it'],
        experience: 'Two years of B2B SEO writing',
        questions: ['sample'],
        applicants: 8,
        daysAgo: 14,
        views: 137,
      },
      {
        title: 'Sales development assistant',
        category: 'Lead Generation',
        jobType: 'Full-time',
        salary: 14,
        skills: ['HubSpot', 'Apollo', 'Cold e-mail'],
        intro:
          'Our sales team books demos with clinic owners. We need an assistant who finds the right clinics and writes the first e-mail.',
        duties: [
          'Build lists of independent clinics with Apollo',
          'Write and send personalised first-touch e-mails',
          'Log every reply and booking in HubSpot',
        ],
        requirements: ['Writes short, personal e-mails that get answers'],
        experience: 'One year of outbound lead generation',
        questions: ['crm'],
        state: 'closed',
        applicants: 7,
        daysAgo: 38,
        views: 151,
      },
      {
        title: 'Help centre writer',
        category: 'Content Writing',
        jobType: 'Project-based',
        salary: 25,
        skills: ['Technical writing', 'Intercom', 'Screenshots'],
        intro:
          'Our help centre has 80 articles and many are out of date. We want a writer to rewrite them, with fresh screenshots, over the next two months.',
        duties: [
          'Rewrite articles from the live product',
          'Take and annotate clean screenshots',
          'Organise articles into clear collections in Intercom',
        ],
        requirements: ['Explains software simply'],
        experience: 'Documentation or help-centre writing',
        applicants: 2,
        daysAgo: 2,
        views: 35,
      },
      {
        title: 'Product operations coordinator',
        category: 'Project Management',
        jobType: 'Full-time',
        salary: 20,
        skills: ['Linear', 'Notion', 'Process documentation'],
        intro:
          'Releases, bug triage and customer feedback all meet in product operations. Help our product lead keep them moving.',
        duties: [
          'Run the weekly triage and keep Linear tidy',
          'Write release notes and internal guides in Notion',
          'Collect customer feedback into themes',
        ],
        requirements: ['Organised and good at follow-up'],
        experience: 'Two years in operations or project coordination',
        state: 'pending',
        applicants: 0,
        daysAgo: 1,
        views: 0,
      },
    ],
  },
  'liam.oconnor': {
    location: 'Remote (APAC hours)',
    postings: [
      {
        title: 'Inbox and calendar assistant for a coaching business',
        category: 'Email Management',
        jobType: 'Part-time',
        salary: 12,
        skills: ['Gmail', 'Calendly', 'Inbox management'],
        intro:
          'Southern Cross Coaching serves 2,000 clients. Liam’s inbox and calendar need someone to keep them under control.',
        duties: [
          'Sort and answer routine e-mails from our templates',
          'Book, move and confirm coaching calls in Calendly',
          'Send Liam a short daily summary of what needs him',
        ],
        requirements: ['Works Sydney mornings'],
        experience: 'Inbox or calendar management for a busy person',
        questions: ['overlap', 'start'],
        applicants: 15,
        daysAgo: 22,
        views: 226,
      },
      {
        title: 'YouTube video editor for weekly training videos',
        category: 'Video Editing',
        jobType: 'Contract',
        salary: 22,
        skills: ['Premiere Pro', 'YouTube', 'Captions'],
        intro:
          'We upload one 15-minute training video a week and three Shorts. We need an editor who keeps them tight and easy to follow.',
        duties: [
          'Edit the weekly video from our raw footage',
          'Add captions, titles and simple graphics',
          'Cut three Shorts from each upload',
        ],
        requirements: ['Fitness or education videos in your portfolio'],
        experience: 'One year of YouTube editing',
        questions: ['sample'],
        state: 'full',
        applicants: 10,
        daysAgo: 30,
        views: 244,
      },
      {
        title: 'Community manager for our membership',
        category: 'Social Media Management',
        jobType: 'Part-time',
        salary: 15,
        skills: ['Circle', 'Community management', 'Instagram'],
        intro:
          'Our members talk to each other every day in our Circle community. We want someone who welcomes them and keeps the conversation going.',
        duties: [
          'Welcome new members and answer questions',
          'Run a weekly challenge and celebrate results',
          'Share member wins on Instagram with permission',
        ],
        requirements: ['Warm, encouraging tone'],
        experience: 'Ran an online community before',
        applicants: 6,
        daysAgo: 9,
        views: 88,
      },
      {
        title: 'Client support assistant',
        category: 'Customer Service',
        jobType: 'Part-time',
        salary: 10,
        skills: ['Help Scout', 'Email support', 'Empathy'],
        intro:
          'Clients write to us about billing, the app and their programmes. We need a friendly assistant to answer them.',
        duties: [
          'Answer client e-mails in Help Scout',
          'Handle billing questions and pauses',
          'Pass coaching questions to the right coach',
        ],
        requirements: ['Friendly, clear written English'],
        experience: 'Customer support of any kind',
        state: 'closed',
        applicants: 4,
        daysAgo: 42,
        views: 97,
      },
    ],
  },
  hannah_fischer: {
    location: 'Remote (EU time zones)',
    postings: [
      {
        title: 'Travel research assistant for small-group tours',
        category: 'Research',
        jobType: 'Part-time',
        salary: 14,
        skills: ['Supplier research', 'Google Sheets', 'German'],
        intro:
          'Nordlicht Travel designs small-group trips to Norway and the Alps. We need a researcher to find and compare guesthouses, guides and transfers.',
        duties: [
          'Research suppliers for next season’s routes',
          'Compare prices and reviews in a shared sheet',
          'Draft enquiry e-mails in English and German',
        ],
        requirements: ['Good German and English'],
        experience: 'Travel, hospitality or research work',
        questions: ['languages'],
        applicants: 7,
        daysAgo: 16,
        views: 119,
      },
      {
        title: 'Guest support assistant, English and German',
        category: 'Customer Service',
        jobType: 'Full-time',
        salary: 13,
        skills: ['Guest communication', 'Email support', 'German'],
        intro:
          'Our guests have questions from the day they book until the day they fly home. We want a helpful, well-organised person to answer them.',
        duties: [
          'Answer guest e-mails and calls before and during trips',
          'Send travel documents and reminders',
          'Help the tour leader with changes on the road',
        ],
        requirements: ['Fluent English and German'],
        experience: 'Hotel, airline or tour operator customer service',
        applicants: 5,
        daysAgo: 11,
        views: 84,
      },
      {
        title: 'Booking data clerk (season start)',
        category: 'Data Entry',
        jobType: 'Temporary',
        salary: 9,
        skills: ['Booking systems', 'Excel', 'Data entry'],
        intro:
          'Before each season we move bookings, rooming lists and supplier confirmations into our booking system.',
        duties: [
          'Enter bookings and rooming lists',
          'Match supplier confirmations to each trip',
          'Flag gaps to the operations lead',
        ],
        requirements: ['Careful and quick'],
        experience: 'Any data entry',
        state: 'closed',
        applicants: 3,
        daysAgo: 36,
        views: 66,
      },
    ],
  },
  'mia.brightpath': {
    location: 'Remote (North American hours)',
    postings: [
      {
        title: 'Graphic designer for client brands',
        category: 'Graphic Design',
        jobType: 'Full-time',
        salary: 28,
        skills: ['Figma', 'Adobe Illustrator', 'Brand identity'],
        intro:
          'Brightpath Digital designs brands, menus, signage and ads for clinics and restaurants. We need a designer who works quickly and takes feedback well.',
        duties: [
          'Design brand identities, print and digital assets',
          'Prepare ad creatives in several sizes for each campaign',
          'Keep every client’s files organised in Figma',
        ],
        requirements: ['A portfolio with brand identity work'],
        experience: 'Three years of agency or in-house design',
        questions: ['sample'],
        minCoverLetter: 300,
        applicants: 20,
        daysAgo: 27,
        views: 367,
      },
      {
        title: 'Google Ads specialist for local businesses',
        category: 'Digital Marketing',
        jobType: 'Contract',
        salary: 32,
        skills: ['Google Ads', 'Google Analytics 4', 'Looker Studio'],
        intro:
          'We run Google Ads for 30 local clients. We want a specialist to manage a dozen accounts and report on what they bring in.',
        duties: [
          'Build and optimise search and Performance Max campaigns',
          'Keep conversion tracking correct in Google Analytics 4',
          'Send monthly reports from Looker Studio',
        ],
        requirements: ['Google Ads certification'],
        experience: 'Two years managing Google Ads budgets',
        questions: ['ads'],
        applicants: 9,
        daysAgo: 19,
        views: 176,
      },
      {
        title: 'Meta ads assistant',
        category: 'Digital Marketing',
        jobType: 'Part-time',
        salary: 22,
        skills: ['Meta Ads', 'Canva', 'A/B testing'],
        intro:
          'Our restaurant clients run small Meta campaigns every week. We need an assistant to set them up and test new creatives.',
        duties: [
          'Launch campaigns from our briefs in Ads Manager',
          'Test two new creatives a week per client',
          'Flag campaigns that overspend',
        ],
        requirements: ['Knows Meta Ads Manager'],
        experience: 'One year of paid social',
        questions: ['ads'],
        state: 'closed',
        applicants: 6,
        daysAgo: 41,
        views: 129,
      },
      {
        title: 'Local SEO specialist',
        category: 'SEO',
        jobType: 'Part-time',
        salary: 26,
        skills: ['Google Business Profile', 'Local SEO', 'Ahrefs'],
        intro:
          'Patients and diners find our clients on Google Maps. We need a specialist who gets them into the local pack and keeps them there.',
        duties: [
          'Optimise Google Business Profiles and citations',
          'Audit on-page SEO for location pages',
          'Report rankings monthly',
        ],
        requirements: ['Results with local businesses'],
        experience: 'Two years of local SEO',
        applicants: 8,
        daysAgo: 13,
        views: 112,
      },
      {
        title: 'Social media coordinator for restaurant clients',
        category: 'Social Media Management',
        jobType: 'Full-time',
        salary: 15,
        skills: ['Instagram', 'Canva', 'Content calendars'],
        intro:
          'Six restaurants, six voices. We want a coordinator to plan, design and schedule their Instagram content every month.',
        duties: [
          'Plan monthly calendars for each restaurant',
          'Design posts and stories in Canva',
          'Schedule posts and report engagement',
        ],
        requirements: ['Eye for food photography'],
        experience: 'Managed two or more brand accounts',
        applicants: 12,
        daysAgo: 7,
        views: 158,
      },
      {
        title: 'Webflow developer for clinic websites',
        category: 'Web Development',
        jobType: 'Project-based',
        salary: 40,
        skills: ['Webflow', 'CSS', 'JavaScript'],
        intro:
          'We are moving three clinic websites to Webflow. We need a developer who builds clean, editable sites from our Figma designs.',
        duties: [
          'Build pages from Figma with Webflow’s CMS',
          'Set up redirects so no search traffic is lost',
          'Record a short guide for each client',
        ],
        requirements: ['Live Webflow sites to show'],
        experience: 'Two years of Webflow or front-end work',
        questions: ['sample'],
        applicants: 5,
        daysAgo: 4,
        views: 61,
      },
      {
        title: 'Copywriter for clinic websites',
        category: 'Content Writing',
        jobType: 'Project-based',
        salary: 24,
        skills: ['Copywriting', 'SEO writing', 'Editing'],
        intro:
          'Each new clinic site needs service pages that are accurate, friendly and easy to find on Google. We need a copywriter for about 40 pages.',
        duties: [
          'Write service and location pages from our interviews',
          'Work keywords in naturally',
          'Edit based on the clinic’s feedback',
        ],
        requirements: ['Writes for health or local businesses'],
        experience: 'Two years of website copywriting',
        state: 'pending',
        applicants: 0,
        daysAgo: 1,
        views: 0,
      },
    ],
  },
  'dr.alvarez': {
    location: 'Remote (US Mountain hours)',
    postings: [
      {
        title: 'Remote dental front-desk assistant',
        category: 'Customer Service',
        jobType: 'Full-time',
        salary: 12,
        skills: ['Phone support', 'Appointment scheduling', 'Dentrix'],
        intro:
          'Summit Dental Studio is a busy family practice in Denver. Our remote front desk answers patients, confirms appointments and fills last-minute gaps.',
        duties: [
          'Answer calls, texts and web enquiries from patients',
          'Confirm tomorrow’s appointments and fill cancellations',
          'Keep patient details current in Dentrix',
        ],
        requirements: ['Clear, friendly phone manner'],
        experience: 'One year at a dental or medical front desk',
        questions: ['overlap', 'customer'],
        applicants: 17,
        daysAgo: 24,
        views: 270,
      },
      {
        title: 'Dental insurance billing assistant',
        category: 'Bookkeeping',
        jobType: 'Part-time',
        salary: 17,
        skills: ['Insurance claims', 'Excel', 'Accounts receivable'],
        intro:
          'Insurance claims take too long to get paid. We need an assistant who submits them cleanly and follows up until they are settled.',
        duties: [
          'Submit claims and attachments the day of treatment',
          'Follow up on unpaid claims every week',
          'Keep an ageing report in Excel',
        ],
        requirements: ['Knows US dental insurance'],
        experience: 'One year of dental or medical billing',
        applicants: 0,
        daysAgo: 3,
        views: 27,
      },
    ],
  },
  jcarter_law: {
    location: 'Remote (Pacific hours)',
    postings: [
      {
        title: 'Legal intake assistant for an immigration practice',
        category: 'Administrative Support',
        jobType: 'Full-time',
        salary: 14,
        skills: ['Client intake', 'Clio', 'Google Workspace'],
        intro:
          'Carter & Ng helps families and skilled workers move to Canada. Every enquiry deserves a careful first conversation and a complete file.',
        duties: [
          'Run intake calls from our question sheet',
          'Open matters and upload documents in Clio',
          'Send clients their document checklists',
        ],
        requirements: ['Discreet and accurate', 'A second language is a plus'],
        experience: 'One year in a law firm or client intake',
        questions: ['confidential', 'languages'],
        minCoverLetter: 200,
        applicants: 11,
        daysAgo: 20,
        views: 193,
      },
      {
        title: 'Immigration case research assistant',
        category: 'Research',
        jobType: 'Part-time',
        salary: 16,
        skills: ['Desk research', 'Report writing', 'Google Sheets'],
        intro:
          'Our lawyers need short, sourced summaries of programme rules, processing times and country conditions for each case.',
        duties: [
          'Research official sources for each question',
          'Write one-page summaries with links',
          'Keep a shared sheet of processing times current',
        ],
        requirements: ['Cites sources carefully'],
        experience: 'Research or paralegal work',
        state: 'closed',
        applicants: 6,
        daysAgo: 34,
        views: 102,
      },
      {
        title: 'Document checklist data entry assistant',
        category: 'Data Entry',
        jobType: 'Part-time',
        salary: 9,
        skills: ['Data entry', 'Clio', 'Attention to detail'],
        intro:
          'Every application has a long list of documents. We need help checking what clients sent against what each programme requires.',
        duties: [
          'Log each received document in Clio',
          'Mark what is missing on the checklist',
          'Prepare a weekly list for the lawyers',
        ],
        requirements: ['Meticulous with names and dates'],
        experience: 'Any data entry',
        applicants: 8,
        daysAgo: 6,
        views: 79,
      },
    ],
  },
  'fernwood.emma': {
    location: 'Remote (US Pacific hours)',
    postings: [
      {
        title: 'Etsy and Amazon listing specialist',
        category: 'E-commerce Support',
        jobType: 'Part-time',
        salary: 11,
        skills: ['Etsy', 'Amazon Seller Central', 'Product listings'],
        intro:
          'Fernwood sells handmade homeware on Shopify, Etsy and Amazon. Each marketplace wants listings its own way, and we want help getting them right.',
        duties: [
          'Write and upload listings on Etsy and Amazon',
          'Keep titles, tags and photos consistent with our Shopify store',
          'Fix listing errors and suppressed products',
        ],
        requirements: ['Knows Amazon Seller Central'],
        experience: 'One year of marketplace listings',
        questions: ['sample'],
        applicants: 14,
        daysAgo: 25,
        views: 215,
      },
      {
        title: 'Customer message assistant',
        category: 'Customer Service',
        jobType: 'Part-time',
        salary: 10,
        skills: ['Gorgias', 'Etsy', 'Returns and refunds'],
        intro:
          'Customers ask about glazes, sizes and delivery, and now and then a mug arrives broken. We want every message answered kindly within a day.',
        duties: [
          'Answer messages from the store, Etsy and Amazon in Gorgias',
          'Arrange replacements for breakages',
          'Tell us which questions come up most',
        ],
        requirements: ['Kind and clear in writing'],
        experience: 'Customer service for a small shop',
        applicants: 9,
        daysAgo: 17,
        views: 133,
      },
      {
        title: 'Product photo retoucher',
        category: 'Graphic Design',
        jobType: 'Project-based',
        salary: 18,
        skills: ['Photoshop', 'Lightroom', 'Product photography'],
        intro:
          'We shoot our new collection ourselves. We need a retoucher to make 200 photos consistent, clean and ready for every marketplace.',
        duties: [
          'Colour-correct and retouch product photos',
          'Export sizes for Shopify, Etsy and Amazon',
          'Create white-background versions for Amazon',
        ],
        requirements: ['Natural-looking retouching'],
        experience: 'Product photo editing in your portfolio',
        questions: ['sample'],
        state: 'closed',
        applicants: 7,
        daysAgo: 39,
        views: 140,
      },
      {
        title: 'Inventory and order data clerk',
        category: 'Data Entry',
        jobType: 'Part-time',
        salary: 8,
        skills: ['Google Sheets', 'Inventory', 'Shopify'],
        intro:
          'Stock lives in our workshop spreadsheet and in three sales channels. Help us keep the numbers matching.',
        duties: [
          'Update stock counts after each kiln firing',
          'Reconcile orders across channels daily',
          'Warn us when a best-seller runs low',
        ],
        requirements: ['Comfortable with spreadsheets'],
        experience: 'Any inventory or data entry work',
        applicants: 5,
        daysAgo: 9,
        views: 70,
      },
      {
        title: 'Holiday order support assistant',
        category: 'E-commerce Support',
        jobType: 'Temporary',
        salary: 10,
        skills: ['Order processing', 'Shopify', 'Customer care'],
        intro:
          'The holidays bring four times our usual orders. We need help processing them and keeping customers informed for six weeks.',
        duties: [
          'Process and tag orders in Shopify',
          'Send shipping updates and handle delays',
          'Prepare gift notes',
        ],
        requirements: ['Available in US Pacific hours'],
        experience: 'Any e-commerce or retail work',
        applicants: 2,
        daysAgo: 2,
        views: 31,
      },
    ],
  },
  'tidewater.sam': {
    location: 'Remote',
    postings: [
      {
        title: 'Podcast editor for weekly interview shows',
        category: 'Video Editing',
        jobType: 'Contract',
        salary: 25,
        skills: ['Adobe Audition', 'Descript', 'Audio clean-up'],
        intro:
          'Tidewater publishes five interview podcasts a week, in audio and on YouTube. We need an editor who makes remote recordings sound like a studio.',
        duties: [
          'Clean, level and edit two episodes a week',
          'Cut the video version and three clips in Descript',
          'Publish with chapters and show notes',
        ],
        requirements: ['A good ear for pacing'],
        experience: 'One year of podcast editing',
        questions: ['sample', 'start'],
        applicants: 13,
        daysAgo: 23,
        views: 204,
      },
    ],
  },
  'pieter.loop': {
    location: 'Remote (EU time zones)',
    postings: [
      {
        title: 'Operations assistant for shipment tracking',
        category: 'Project Management',
        jobType: 'Full-time',
        salary: 16,
        skills: ['Google Sheets', 'Carrier communication', 'Process documentation'],
        intro:
          'Loop Freight books road freight across Europe. Our operations assistant keeps every shipment on track and every customer informed.',
        duties: [
          'Track shipments and chase carriers for updates',
          'Tell customers about delays before they ask',
          'Write down how we handle each kind of problem',
        ],
        requirements: ['Organised under pressure'],
        experience: 'Logistics or operations experience is a plus',
        questions: ['start'],
        applicants: 8,
        daysAgo: 10,
        views: 96,
      },
      {
        title: 'Outbound research assistant',
        category: 'Lead Generation',
        jobType: 'Part-time',
        salary: 12,
        skills: ['Apollo', 'LinkedIn Sales Navigator', 'Lead research'],
        intro:
          'We sell to small manufacturers in Germany and the Benelux. We need a researcher to find the people who book their freight.',
        duties: [
          'Find manufacturers that match our profile',
          'Identify logistics and operations managers',
          'Add verified contacts to our CRM',
        ],
        requirements: ['German or Dutch is a plus'],
        experience: 'B2B lead research',
        state: 'pending',
        applicants: 0,
        daysAgo: 2,
        views: 0,
      },
    ],
  },
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A post's description: the four headings Post a Job starts with (spec "Post a Job"). */
export function postingDescription(posting: Posting): { html: string; text: string } {
  const sections: [string, string[]][] = [
    ['Responsibilities', posting.duties],
    ['Requirements', [`Confident with ${posting.skills.join(', ')}`, ...posting.requirements]],
    ['Terms', [`${TERMS[posting.jobType]}`, `$${posting.salary} an hour, paid in US dollars`]],
    ['Work experience', [posting.experience]],
  ];
  const html = `<p>${escapeHtml(posting.intro)}</p>${sections
    .map(
      ([heading, items]) =>
        `<h3>${heading}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
    )
    .join('')}`;
  const text = [posting.intro, ...sections.flatMap(([heading, items]) => [heading, ...items])].join(
    ' ',
  );
  return { html, text };
}

export type DemoJobPlan = {
  employerUsername: string;
  posting: Posting;
  row: typeof jobPosts.$inferInsert;
};

/** The rows to insert, in employer order, each with the posting it came from. */
export function demoJobs(
  employerIdByUsername: ReadonlyMap<string, number>,
  categoryIdByLowerName: ReadonlyMap<string, number>,
  now: number,
): DemoJobPlan[] {
  return Object.entries(DEMO_POSTINGS).flatMap(([employerUsername, employer]) => {
    const employerId = employerIdByUsername.get(employerUsername);
    if (employerId === undefined) throw new Error(`demo employer ${employerUsername} is missing`);
    return employer.postings.map((posting, index) => {
      const { html, text } = postingDescription(posting);
      // Posted in the morning of its day, minutes apart, so no two share a time.
      const createdAt = new Date(now - posting.daysAgo * DAY_MS - (index + 1) * 37 * 60 * 1000);
      const categoryId = categoryIdByLowerName.get(posting.category.toLowerCase());
      if (categoryId === undefined) throw new Error(`demo category ${posting.category} is missing`);
      return {
        employerUsername,
        posting,
        row: {
          employerId,
          title: posting.title,
          description: html,
          descriptionText: text,
          location: employer.location,
          salary: posting.salary,
          jobType: posting.jobType,
          categoryId,
          requiredSkills: posting.skills,
          applicationLimit: posting.state === 'full' ? posting.applicants : null,
          screeningQuestions: (posting.questions ?? []).map((key) => QUESTIONS[key]),
          minCoverLetter: posting.minCoverLetter ?? 0,
          pendingReview: posting.state === 'pending',
          status: posting.state === 'closed' ? ('closed' as const) : ('Active' as const),
          views: posting.views,
          createdAt,
          // A closed post was closed half-way through its life, after its hire.
          updatedAt:
            posting.state === 'closed'
              ? new Date(createdAt.getTime() + (posting.daysAgo / 2) * DAY_MS)
              : createdAt,
        },
      };
    });
  });
}
