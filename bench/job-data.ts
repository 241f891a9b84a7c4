/**
 * Vocabulary for believable remote and virtual-assistant job posts, for the load benchmark's
 * generator, and the seeded random the demo data (scripts/demo-*.ts) draws from too.
 * Deterministic: pass a seeded random.
 */
import { JOB_TYPES } from '../src/shared/jobs.ts';

export type Random = () => number;

/** mulberry32: a small, fast, seedable PRNG, so runs are reproducible. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** Roles by category name (the 16 categories of src/shared/categories.ts). */
export const ROLES_BY_CATEGORY: Record<string, { roles: string[]; skills: string[] }> = {
  'Administrative Support': {
    roles: [
      'Executive Assistant',
      'Virtual Assistant',
      'Administrative Assistant',
      'Personal Assistant',
    ],
    skills: ['Google Workspace', 'Calendar Management', 'Travel Planning', 'Notion'],
  },
  'Customer Service': {
    roles: [
      'Customer Support Agent',
      'Live Chat Agent',
      'Customer Success Associate',
      'Help Desk Specialist',
    ],
    skills: ['Zendesk', 'Intercom', 'Freshdesk', 'Empathy'],
  },
  'Data Entry': {
    roles: [
      'Data Entry Specialist',
      'Data Cleanup Assistant',
      'Catalog Data Clerk',
      'CRM Data Assistant',
    ],
    skills: ['Excel', 'Google Sheets', 'Typing', 'Airtable'],
  },
  'Social Media Management': {
    roles: [
      'Social Media Manager',
      'Community Manager',
      'Instagram Assistant',
      'TikTok Content Coordinator',
    ],
    skills: ['Canva', 'Buffer', 'Meta Business Suite', 'Copywriting'],
  },
  Bookkeeping: {
    roles: [
      'Bookkeeper',
      'Accounts Payable Assistant',
      'Payroll Assistant',
      'Bookkeeping Assistant',
    ],
    skills: ['QuickBooks', 'Xero', 'Excel', 'Reconciliation'],
  },
  'Graphic Design': {
    roles: ['Graphic Designer', 'Brand Designer', 'Presentation Designer', 'Canva Designer'],
    skills: ['Figma', 'Canva', 'Adobe Illustrator', 'Photoshop'],
  },
  'Content Writing': {
    roles: ['Content Writer', 'Blog Writer', 'Newsletter Writer', 'Technical Writer'],
    skills: ['SEO Writing', 'WordPress', 'Research', 'Editing'],
  },
  'Web Development': {
    roles: ['WordPress Developer', 'Shopify Developer', 'Front-end Developer', 'Webflow Developer'],
    skills: ['WordPress', 'Shopify', 'JavaScript', 'CSS'],
  },
  'Digital Marketing': {
    roles: [
      'Digital Marketing Assistant',
      'PPC Specialist',
      'Marketing Coordinator',
      'Growth Assistant',
    ],
    skills: ['Google Ads', 'Meta Ads', 'Google Analytics', 'Mailchimp'],
  },
  'Email Management': {
    roles: [
      'Inbox Manager',
      'Email Support Assistant',
      'Email Marketing Assistant',
      'Executive Inbox Assistant',
    ],
    skills: ['Gmail', 'Outlook', 'Mailchimp', 'Klaviyo'],
  },
  'Project Management': {
    roles: ['Project Coordinator', 'Operations Assistant', 'Scrum Assistant', 'Project Manager'],
    skills: ['Asana', 'ClickUp', 'Trello', 'Jira'],
  },
  'Lead Generation': {
    roles: [
      'Lead Generation Specialist',
      'Appointment Setter',
      'Sales Development Assistant',
      'B2B Researcher',
    ],
    skills: ['LinkedIn Sales Navigator', 'Apollo', 'HubSpot', 'Cold Email'],
  },
  'E-commerce Support': {
    roles: [
      'E-commerce Assistant',
      'Amazon Store Assistant',
      'Order Processing Assistant',
      'Product Listing Specialist',
    ],
    skills: ['Shopify', 'Amazon Seller Central', 'Etsy', 'Inventory'],
  },
  'Video Editing': {
    roles: ['Video Editor', 'YouTube Editor', 'Short-form Video Editor', 'Podcast Editor'],
    skills: ['Premiere Pro', 'CapCut', 'DaVinci Resolve', 'After Effects'],
  },
  SEO: {
    roles: [
      'SEO Specialist',
      'Link Building Assistant',
      'Technical SEO Assistant',
      'SEO Content Editor',
    ],
    skills: ['Ahrefs', 'Semrush', 'Google Search Console', 'Keyword Research'],
  },
  Research: {
    roles: [
      'Research Assistant',
      'Market Researcher',
      'Online Research Assistant',
      'Competitor Analyst',
    ],
    skills: ['Google Sheets', 'Desk Research', 'Report Writing', 'Excel'],
  },
};

const CLIENTS = [
  'a SaaS founder',
  'a boutique marketing agency',
  'an online fitness studio',
  'a family-run e-commerce shop',
  'a real-estate team',
  'a busy law firm',
  'a coaching business',
  'a Shopify brand',
  'a podcast network',
  'a logistics start-up',
  'a dental practice',
  'a travel company',
];
export const LOCATIONS = [
  'Remote',
  'Remote',
  'Remote',
  'Remote (US time zones)',
  'Remote (EU time zones)',
  'Remote (APAC)',
  'Manila, Philippines',
  'Cebu, Philippines',
  'Lagos, Nigeria',
  'Nairobi, Kenya',
  'Bogotá, Colombia',
  'Mexico City, Mexico',
  'Lisbon, Portugal',
  'Kraków, Poland',
  'Cape Town, South Africa',
  'Karachi, Pakistan',
];
const DUTIES = [
  'Own the daily queue and keep response times under a few hours',
  'Prepare a short weekly report of what was done and what is next',
  'Keep our shared documents and spreadsheets tidy and current',
  'Work closely with the founder and one other assistant',
  'Follow written checklists and improve them as you go',
  'Flag anything unusual early instead of guessing',
  'Coordinate with suppliers and customers by e-mail',
];
const TERMS = [
  'Hourly contract paid every two weeks',
  'Flexible hours with a three-hour overlap with our team',
  'Long-term work for the right person after a paid two-week trial',
  'Around 20 hours a week to start, growing over time',
  'Full-time, 40 hours a week, paid monthly',
];
const EXPERIENCE = [
  'At least one year in a similar remote role',
  'Two or more years of relevant experience',
  'Experience with small businesses is a plus',
  'New to remote work is fine if you learn fast',
];

export type GeneratedJob = {
  title: string;
  description: string;
  descriptionText: string;
  location: string;
  salary: number;
  jobType: string;
  categoryName: string;
  requiredSkills: string[];
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One believable job post, with its HTML and the plain text the server would derive. */
export function generateJob(random: Random, categoryNames: readonly string[]): GeneratedJob {
  const categoryName = pick(random, categoryNames);
  const family =
    ROLES_BY_CATEGORY[categoryName] ??
    (ROLES_BY_CATEGORY['Administrative Support'] as { roles: string[]; skills: string[] });
  const role = pick(random, family.roles);
  const client = pick(random, CLIENTS);
  const skills = [...new Set([pick(random, family.skills), pick(random, family.skills)])];
  const duties = [
    pick(random, DUTIES),
    pick(random, DUTIES),
    `Use ${skills.join(' and ')} every day`,
  ];
  const requirements = [
    `Confident with ${skills.join(', ')}`,
    'Clear written English',
    pick(random, EXPERIENCE),
  ];
  const title = `${role} for ${client}`;
  const sections: [string, string[]][] = [
    ['Responsibilities', duties],
    ['Requirements', requirements],
    ['Terms', [pick(random, TERMS)]],
    ['Work experience', [pick(random, EXPERIENCE)]],
  ];
  const intro = `We are ${client} looking for a reliable ${role.toLowerCase()} to join us remotely.`;
  const description = `<p>${escapeHtml(intro)}</p>${sections
    .map(
      ([heading, items]) =>
        `<h3>${heading}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
    )
    .join('')}`;
  const descriptionText = [
    intro,
    ...sections.flatMap(([heading, items]) => [heading, ...items]),
  ].join(' ');
  return {
    title,
    description,
    descriptionText,
    location: pick(random, LOCATIONS),
    salary: Math.round((4 + random() * 56) * 100) / 100,
    jobType: pick(random, JOB_TYPES),
    categoryName,
    requiredSkills: skills,
  };
}
