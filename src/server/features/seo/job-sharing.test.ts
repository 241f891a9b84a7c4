import { eq } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPagePath } from '../../../shared/job-slug.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  authHeader,
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { writeFakeBuild } from '../../test/fake-build.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './job-card.ts';
import { type JobPostingInput, jobPostingJsonLd, jsonLdScript } from './job-posting.ts';

const PUBLIC_URL = 'https://talent.example.com';

/**
 * The properties schema.org defines for each type the JobPosting data uses, inherited ones
 * included (https://schema.org/JobPosting, /MonetaryAmount, /QuantitativeValue, /Organization,
 * /Country, /PropertyValue, and /Thing which all of them extend; schema.org 29). A key outside
 * its type's list is a typo or an invention Google would ignore.
 */
const THING = [
  'additionalType',
  'alternateName',
  'description',
  'disambiguatingDescription',
  'identifier',
  'image',
  'mainEntityOfPage',
  'name',
  'potentialAction',
  'sameAs',
  'subjectOf',
  'url',
];
const PLACE = [
  'additionalProperty',
  'address',
  'aggregateRating',
  'amenityFeature',
  'branchCode',
  'containedIn',
  'containedInPlace',
  'containsPlace',
  'event',
  'events',
  'faxNumber',
  'geo',
  'geoContains',
  'geoCoveredBy',
  'geoCovers',
  'geoCrosses',
  'geoDisjoint',
  'geoEquals',
  'geoIntersects',
  'geoOverlaps',
  'geoTouches',
  'geoWithin',
  'globalLocationNumber',
  'hasDriveThroughService',
  'hasMap',
  'isAccessibleForFree',
  'isicV4',
  'keywords',
  'latitude',
  'logo',
  'longitude',
  'maximumAttendeeCapacity',
  'openingHoursSpecification',
  'photo',
  'photos',
  'publicAccess',
  'review',
  'reviews',
  'slogan',
  'smokingAllowed',
  'specialOpeningHoursSpecification',
  'telephone',
  'tourBookingPage',
];
const SCHEMA_ORG: Record<string, readonly string[]> = {
  JobPosting: [
    ...THING,
    'applicantLocationRequirements',
    'applicationContact',
    'baseSalary',
    'benefits',
    'datePosted',
    'directApply',
    'educationRequirements',
    'eligibilityToWorkRequirement',
    'employerOverview',
    'employmentType',
    'employmentUnit',
    'estimatedSalary',
    'experienceInPlaceOfEducation',
    'experienceRequirements',
    'hiringOrganization',
    'incentiveCompensation',
    'incentives',
    'industry',
    'jobBenefits',
    'jobImmediateStart',
    'jobLocation',
    'jobLocationType',
    'jobStartDate',
    'occupationalCategory',
    'physicalRequirement',
    'qualifications',
    'relevantOccupation',
    'responsibilities',
    'salaryCurrency',
    'securityClearanceRequirement',
    'sensoryRequirement',
    'skills',
    'specialCommitments',
    'title',
    'totalJobOpenings',
    'validThrough',
    'workHours',
  ],
  MonetaryAmount: [
    ...THING,
    'currency',
    'maxValue',
    'minValue',
    'validFrom',
    'validThrough',
    'value',
  ],
  QuantitativeValue: [
    ...THING,
    'additionalProperty',
    'maxValue',
    'minValue',
    'unitCode',
    'unitText',
    'value',
    'valueReference',
  ],
  PropertyValue: [
    ...THING,
    'maxValue',
    'measurementMethod',
    'measurementTechnique',
    'minValue',
    'propertyID',
    'unitCode',
    'unitText',
    'value',
    'valueReference',
  ],
  // Country < AdministrativeArea < Place < Thing.
  Country: [...THING, ...PLACE],
  Organization: [
    ...THING,
    'actionableFeedbackPolicy',
    'address',
    'aggregateRating',
    'alumni',
    'areaServed',
    'award',
    'awards',
    'brand',
    'contactPoint',
    'contactPoints',
    'correctionsPolicy',
    'department',
    'dissolutionDate',
    'diversityPolicy',
    'diversityStaffingReport',
    'duns',
    'email',
    'employee',
    'employees',
    'ethicsPolicy',
    'event',
    'events',
    'faxNumber',
    'founder',
    'founders',
    'foundingDate',
    'foundingLocation',
    'funder',
    'funding',
    'globalLocationNumber',
    'hasCredential',
    'hasMerchantReturnPolicy',
    'hasOfferCatalog',
    'hasPOS',
    'interactionStatistic',
    'isicV4',
    'iso6523Code',
    'keywords',
    'knowsAbout',
    'knowsLanguage',
    'legalName',
    'leiCode',
    'location',
    'logo',
    'makesOffer',
    'member',
    'memberOf',
    'members',
    'naics',
    'nonprofitStatus',
    'numberOfEmployees',
    'ownershipFundingInfo',
    'owns',
    'parentOrganization',
    'publishingPrinciples',
    'review',
    'reviews',
    'seeks',
    'serviceArea',
    'slogan',
    'sponsor',
    'subOrganization',
    'taxID',
    'telephone',
    'unnamedSourcesPolicy',
    'vatID',
  ],
};

/** Every key of every typed node, checked against its schema.org type; the paths of misfits. */
function unknownProperties(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => unknownProperties(item, `${at}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  const allowed = typeof type === 'string' ? SCHEMA_ORG[type] : undefined;
  if (!allowed) return [`${at}: no known @type (${String(type)})`];
  return Object.entries(record).flatMap(([key, value]) => [
    ...(key === '@type' || key === '@context' || allowed.includes(key)
      ? []
      : [`${at}.${key} is not a ${type} property`]),
    ...(value !== null && typeof value === 'object'
      ? unknownProperties(value, `${at}.${key}`)
      : []),
  ]);
}

const INPUT: JobPostingInput = {
  id: 42,
  title: 'Bilingual bookkeeper',
  description: '<p>Keep the books in QuickBooks.</p>',
  jobType: 'Part-time',
  location: 'Philippines',
  salary: 12.5,
  publicSince: new Date('2026-03-02T10:00:00Z'),
  createdAt: new Date('2026-03-01T10:00:00Z'),
  employerId: 7,
  employerUsername: 'ledgerly',
  companyName: 'Ledgerly Ltd',
  employerAvatar: '/uploads/avatars/abc.png',
};

describe('JobPosting data', () => {
  it("has Google's required properties, and only properties schema.org defines", () => {
    const data = jobPostingJsonLd(
      { ...INPUT, validThrough: new Date('2026-05-01T10:00:00Z') },
      PUBLIC_URL,
    );
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe('Bilingual bookkeeper');
    expect(data.description).toBe('<p>Keep the books in QuickBooks.</p>');
    expect(data.datePosted).toBe('2026-03-02T10:00:00.000Z');
    expect(data.validThrough).toBe('2026-05-01T10:00:00.000Z');
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Ledgerly Ltd',
      sameAs: `${PUBLIC_URL}/users/7`,
      url: `${PUBLIC_URL}/users/7`,
      logo: `${PUBLIC_URL}/uploads/avatars/abc.png`,
    });
    // Google: a job without jobLocation must be TELECOMMUTE, with the places applicants may be in.
    expect(data).not.toHaveProperty('jobLocation');
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Philippines' });
    expect(data.employmentType).toBe('PART_TIME');
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 12.5, unitText: 'HOUR' },
    });
    expect(data.directApply).toBe(true);
    expect(data.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'TalentBridge',
      value: '42',
    });
    expect(data.url).toBe(`${PUBLIC_URL}/jobs/42-bilingual-bookkeeper`);
    expect(unknownProperties(data)).toEqual([]);
  });

  it('leaves out what the post does not have, and falls back where it can', () => {
    const data = jobPostingJsonLd(
      {
        ...INPUT,
        location: 'Remote',
        salary: null,
        publicSince: null,
        companyName: null,
        employerAvatar: null,
        jobType: 'Something else',
        validThrough: null,
      },
      PUBLIC_URL,
    );
    expect(data.datePosted).toBe('2026-03-01T10:00:00.000Z');
    expect(data.hiringOrganization.name).toBe('ledgerly');
    expect(data.hiringOrganization).not.toHaveProperty('logo');
    // "Remote" names no place: no requirement, but still a remote job.
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data).not.toHaveProperty('applicantLocationRequirements');
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('validThrough');
    expect(data.employmentType).toBe('OTHER');
    expect(unknownProperties(data)).toEqual([]);
  });

  it('catches a property schema.org does not define (the check can fail)', () => {
    const data = { ...jobPostingJsonLd(INPUT, PUBLIC_URL), salary: 12 };
    expect(unknownProperties(data)).toEqual(['$.salary is not a JobPosting property']);
  });

  it.each([
    ['Full-time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Project-based', 'CONTRACTOR'],
    ['Temporary', 'TEMPORARY'],
    ['Internship', 'INTERN'],
  ])('maps %s to %s', (jobType, employmentType) => {
    expect(jobPostingJsonLd({ ...INPUT, jobType }, PUBLIC_URL).employmentType).toBe(employmentType);
  });

  it('writes the script so no text can leave it', () => {
    const text = '</script><script>alert(1)</script> <!-- & \u2028\u2029';
    const script = jsonLdScript({ text });
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inner)).toEqual({ text });
  });
});

// The built index.html's head, as Vite writes it (index.html at the repo root).
const { webDir } = writeFakeBuild();

let t: TestApp;
let admin: TestUser;
let employer: TestUser;
let seeker: TestUser;
beforeAll(async () => {
  // Rows are changed behind the app's back here: no cache of drawn pages (decisions/056).
  t = await createTestApp({
    webDistDir: webDir,
    config: { publicUrl: PUBLIC_URL },
    pageCache: false,
  });
  admin = await createAdmin(t.app);
  employer = await createEmployer(t.app);
  seeker = await createJobseeker(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** A served page as a browser's HTML parser reads it. */
async function page(url: string) {
  const response = await t.app.inject(url);
  // htmlparser2 reads <script> content as raw text up to `</script>`, as browsers do.
  const document = parseDocument(response.body);
  const elements = DomUtils.findAll(() => true, document.children);
  const meta = (key: string) =>
    elements.find(
      (el) => el.name === 'meta' && (el.attribs.property === key || el.attribs.name === key),
    )?.attribs.content;
  const scripts = elements.filter((el) => el.name === 'script');
  const ldJson = scripts.filter((el) => el.attribs.type === 'application/ld+json');
  return {
    status: response.statusCode,
    html: response.body,
    meta,
    canonical: elements.find((el) => el.name === 'link' && el.attribs.rel === 'canonical')?.attribs
      .href,
    fetchPreload: elements.find(
      (el) => el.name === 'link' && el.attribs.rel === 'preload' && el.attribs.as === 'fetch',
    )?.attribs.href,
    scripts,
    ldJson,
    data: () => {
      const script = ldJson[0];
      return JSON.parse(script ? DomUtils.textContent(script) : 'null');
    },
  };
}

async function storedJob(id: number) {
  const response = await t.app.inject(`/api/job-posts/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    title: string;
    description: string;
    updated_at: string;
    expires_at: string | null;
  }>();
}

describe('a public job page', () => {
  it('answers the bare id and any slug with the same page, canonical in the slug form', async () => {
    const job = await createJob(t.app, employer, admin, {
      title: 'Bilingual Bookkeeper',
      location: 'Philippines',
      salary: 12,
      job_type: 'Full-time',
    });
    const slugPath = `/jobs/${job.id}-bilingual-bookkeeper`;
    for (const url of [
      `/jobs/${job.id}`,
      slugPath,
      `/jobs/${job.id}-an-old-title`,
      `${slugPath}/`,
    ]) {
      const p = await page(url);
      expect(p.status, url).toBe(200);
      // An old or missing slug is not redirected: the canonical link names the address.
      expect(p.canonical, url).toBe(`${PUBLIC_URL}${slugPath}`);
      expect(p.meta('og:url'), url).toBe(`${PUBLIC_URL}${slugPath}`);
      // The post's reply is preloaded whatever the form.
      expect(p.fetchPreload, url).toBe(`/api/job-posts/${job.id}`);
      expect(p.ldJson, url).toHaveLength(1);
      expect(p.data().url, url).toBe(`${PUBLIC_URL}${slugPath}`);
    }
    expect(jobPagePath(job.id, job.title)).toBe(slugPath);
  });

  it('carries JobPosting data from the post and its employer', async () => {
    const job = await createJob(t.app, employer, admin, {
      title: 'Inbox assistant',
      location: 'Manila',
      salary: 9.5,
      job_type: 'Contract',
    });
    const stored = await storedJob(job.id);
    const data = (await page(`/jobs/${job.id}`)).data();
    expect(data.title).toBe('Inbox assistant');
    expect(data.description).toBe(stored.description);
    expect(new Date(data.datePosted).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(data.employmentType).toBe('CONTRACTOR');
    expect(data.hiringOrganization.name).toBe(employer.username);
    expect(data.hiringOrganization.url).toBe(`${PUBLIC_URL}/users/${employer.id}`);
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Manila' });
    expect(data.baseSalary.value.value).toBe(9.5);
    expect(data.identifier.value).toBe(String(job.id));
    // validThrough is when the post closes by itself, 60 days on (decisions/058).
    expect(stored.expires_at).not.toBeNull();
    expect(data.validThrough).toBe(stored.expires_at);
    expect(unknownProperties(data)).toEqual([]);
  });

  it('has Open Graph and Twitter tags with the card image', async () => {
    const job = await createJob(t.app, employer, admin, {
      title: 'Social media manager',
      location: 'Remote',
      salary: 12,
      job_type: 'Part-time',
    });
    const p = await page(`/jobs/${job.id}`);
    const image = p.meta('og:image');
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/jobs/${job.id}/card\\.png\\?v=\\d+$`));
    expect(p.meta('og:image:width')).toBe(String(CARD_WIDTH));
    expect(p.meta('og:image:height')).toBe(String(CARD_HEIGHT));
    expect(p.meta('og:image:alt')).toContain('Social media manager');
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:title')).toBe('Social media manager | TalentBridge');
    const description = `${employer.username} · Part-time · Remote · $12/hr.`;
    expect(p.meta('og:description')?.startsWith(description)).toBe(true);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('twitter:title')).toBe('Social media manager | TalentBridge');
    expect(p.meta('twitter:description')).toBe(p.meta('og:description'));
    expect(p.meta('twitter:image')).toBe(image);
  });

  it('gives a post the public cannot see no data and no image', async () => {
    const pending = await createJob(t.app, employer, admin, { title: 'Pending post' }, false);
    const closed = await createJob(t.app, employer, admin, { title: 'Closed post' });
    const closing = await t.app.inject({
      method: 'POST',
      url: `/api/job-posts/${closed.id}/close`,
      headers: authHeader(employer.token),
    });
    expect(closing.statusCode).toBe(200);
    for (const id of [pending.id, closed.id, 99_999_999]) {
      const p = await page(`/jobs/${id}-some-slug`);
      expect(p.status).toBe(404);
      expect(p.ldJson).toHaveLength(0);
      expect(p.meta('og:image')).toBeUndefined();
      expect(p.html).not.toContain('application/ld+json');
      const card = await t.app.inject(`/jobs/${id}/card.png`);
      expect(card.statusCode).toBe(404);
      expect(card.headers['content-type']).toContain('application/json');
      expect(card.json().message).toBe('Job not found.');
    }
  });

  it('keeps hostile text inside the JSON-LD script, read back exactly', async () => {
    const hostile = '</script><script>alert(1)</script> <!-- \u2028 \u2029 & "q" \'s';
    const job = await createJob(t.app, employer, admin, {
      title: `Assistant ${hostile}`,
      description: `<p>Needs ${hostile.replaceAll('&', '&amp;').replaceAll('<', '&lt;')} and more words to pass the minimum length of a job description, which counts the plain text of the post: one hundred and fifty characters at the least.</p><script>alert(2)</script>`,
    });
    const stored = await storedJob(job.id);
    // The test means something only if the hostile text was stored as typed.
    expect(stored.title).toContain('</script><script>alert(1)</script>');
    expect(stored.title).toContain('\u2028');
    const p = await page(`/jobs/${job.id}`);
    expect(p.status).toBe(200);
    // One ld+json script, and the build's module script: nothing else became a script.
    expect(p.ldJson).toHaveLength(1);
    expect(p.scripts.map((el) => el.attribs.type)).toEqual(['application/ld+json', 'module']);
    const data = p.data();
    expect(data.title).toBe(stored.title);
    expect(data.description).toBe(stored.description);
    expect(p.html).not.toContain('<script>alert');
    // And the sharing tags hold it as attribute text.
    expect(p.meta('og:image:alt')).toContain(stored.title);
    expect(p.meta('twitter:title')).toBe(`${stored.title} | TalentBridge`);
    // The card draws it too.
    const card = await t.app.inject(`/jobs/${job.id}/card.png`);
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the card image', () => {
  it('is a 1200×630 PNG a day of caches can keep', async () => {
    const job = await createJob(t.app, employer, admin, {
      title: 'Executive assistant to a busy founder',
      salary: 15,
    });
    const response = await t.app.inject(`/jobs/${job.id}/card.png?v=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // The first chunk is IHDR: length, type, then width and height as 32-bit big-endian.
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(CARD_WIDTH);
    expect(png.readUInt32BE(20)).toBe(CARD_HEIGHT);
    // The slug form of the id answers too; the second answer comes from the cache.
    const again = await t.app.inject(`/jobs/${job.id}-executive-assistant/card.png`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 for an id that cannot be one', async () => {
    for (const url of ['/jobs/abc/card.png', '/jobs/0/card.png', '/jobs/99999999999/card.png']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});

describe('a public profile', () => {
  it('has a small Twitter card, with the avatar when there is one', async () => {
    const before = await page(`/users/${seeker.id}`);
    expect(before.status).toBe(200);
    expect(before.meta('twitter:card')).toBe('summary');
    expect(before.meta('twitter:title')).toBe(`${seeker.username} | TalentBridge`);
    expect(before.meta('og:image')).toBeUndefined();
    expect(before.ldJson).toHaveLength(0);

    await t.database.db
      .update(users)
      .set({ avatar: '/uploads/avatars/face.png' })
      .where(eq(users.id, seeker.id));
    const after = await page(`/users/${seeker.id}`);
    expect(after.meta('og:image')).toBe(`${PUBLIC_URL}/uploads/avatars/face.png`);
    expect(after.meta('twitter:image')).toBe(`${PUBLIC_URL}/uploads/avatars/face.png`);
    expect(after.meta('og:image:alt')).toBe(`${seeker.username}'s picture`);
    expect(after.canonical).toBe(`${PUBLIC_URL}/users/${seeker.id}`);
  });
});
