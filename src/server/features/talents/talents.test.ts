import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Talent } from '../../../shared/schemas/talents.ts';
import { users } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  createAdmin,
  createEmployer,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { wholeWordPattern } from './service.ts';

let t: TestApp;
const api = client(() => t.app);
let design: number;
let support: number;
const people: Record<string, TestUser> = {};

type Setup = {
  skills: string[];
  experience?: string;
  timezone?: string;
  categories?: () => number[];
  rating: number | null;
  views: number;
  blocked?: boolean;
  /** The talent facts (docs/decisions/032), as PUT /api/profile takes them. */
  facts?: Record<string, unknown>;
};

/** The talent pool of this file: each person exists to be found (or not) by some filter. */
const POOL: Record<string, Setup> = {
  ana: {
    skills: ['React', 'TypeScript'],
    experience: 'Five years building web shops for European brands.',
    timezone: 'Europe/Lisbon',
    categories: () => [design],
    rating: 4.8,
    views: 10,
    facts: {
      headline: 'Shop builder for European brands',
      hourly_rate: 35,
      country: 'PT',
      languages: ['Portuguese', 'English'],
      availability: 40,
      search_status: 'actively_looking',
    },
  },
  ben: {
    skills: ['React Native', 'Figma'],
    experience: 'Mobile apps and design systems.',
    timezone: 'America/New_York',
    categories: () => [design],
    rating: 4.8,
    views: 50,
    facts: {
      hourly_rate: 60,
      country: 'US',
      languages: ['English'],
      availability: 20,
      search_status: 'open_to_offers',
    },
  },
  cleo: {
    skills: ['Customer Support', 'Zendesk'],
    experience: 'Ran a support desk of twelve agents.',
    timezone: 'Asia/Manila',
    categories: () => [support],
    rating: 3.5,
    views: 5,
    facts: {
      hourly_rate: 12.5,
      country: 'PH',
      languages: ['English', 'Tagalog'],
      availability: 30,
      search_status: 'actively_looking',
    },
  },
  dan: {
    skills: ['JavaScript', 'C++'],
    experience: 'Game tools and web shops.',
    timezone: 'Europe/Lisbon',
    rating: null,
    views: 99,
  },
  eve: {
    skills: ['React', 'Zendesk'],
    experience: 'Support engineer for a web shop platform.',
    timezone: 'Asia/Manila',
    categories: () => [support, design],
    rating: 4.9,
    views: 1,
    blocked: true,
    facts: {
      hourly_rate: 12.5,
      country: 'PH',
      languages: ['Tagalog'],
      availability: 40,
      search_status: 'actively_looking',
    },
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.app);
  const category = async (name: string) =>
    (await api.as(admin).post('/api/categories', { name })).json().id as number;
  design = await category('Web Design');
  support = await category('Customer Support');
  for (const [name, setup] of Object.entries(POOL)) {
    const person = await createJobseeker(t.app, { username: `talent_${name}` });
    people[name] = person;
    const updated = await api.as(person).put('/api/profile', {
      skills: setup.skills.join(', '),
      experience: setup.experience,
      timezone: setup.timezone,
      categoryIds: setup.categories?.() ?? [],
      ...setup.facts,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await t.database.db
      .update(users)
      .set({
        averageRating: setup.rating,
        profileViews: setup.views,
        isBlocked: setup.blocked ?? false,
      })
      .where(eq(users.id, person.id));
  }
  // Employers are never talent, whatever their name.
  await createEmployer(t.app, { username: 'talent_employer' });
});
afterAll(async () => {
  await t?.close();
});

const search = (query: string, path = '/api/talents') => api.visitor.get(`${path}?${query}`);

async function names(query: string, path?: string): Promise<string[]> {
  const response = await search(query, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Talent[] }>().data.map((r) => r.username.replace('talent_', ''));
}

describe('GET /api/talents', () => {
  it('lists unblocked jobseekers by rating, then profile views, with the card fields', async () => {
    const response = await search('');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Talent[]; total: number }>();
    expect(body.data.map((r) => r.username)).toEqual([
      'talent_ben',
      'talent_ana',
      'talent_cleo',
      'talent_dan',
    ]);
    expect(body.total).toBe(4);
    expect(body.data[1]).toEqual({
      id: people.ana?.id,
      username: 'talent_ana',
      avatar: null,
      timezone: 'Europe/Lisbon',
      average_rating: 4.8,
      averageRating: 4.8,
      skills: ['React', 'TypeScript'],
      experience: 'Five years building web shops for European brands.',
      categories: [{ id: design, name: 'Web Design' }],
      skillCategories: [{ id: design, name: 'Web Design' }],
      profile_views: 10,
      profileViews: 10,
      identity_verified: false,
      created_at: expect.any(String),
      headline: 'Shop builder for European brands',
      hourly_rate: 35,
      country: 'PT',
      languages: ['Portuguese', 'English'],
      availability: 40,
      search_status: 'actively_looking',
      working_hours: null,
    });
    // Dan gave no facts: nothing stands in for them.
    expect(body.data[3]).toMatchObject({
      username: 'talent_dan',
      headline: null,
      hourly_rate: null,
      country: null,
      languages: [],
      availability: null,
      search_status: null,
    });
  });

  it('never shows blocked members, whatever the filter', async () => {
    expect(await names('skills=Zendesk')).toEqual(['cleo']);
    expect(await names('username=eve')).toEqual([]);
    expect(await names('rating=4.9')).toEqual([]);
  });

  it('filters by skills: any of them, ignoring case, whole words', async () => {
    expect(await names('skills=react')).toEqual(['ben', 'ana']);
    expect(await names('skills=typescript,zendesk')).toEqual(['ana', 'cleo']);
    expect(await names('skills[]=Figma&skills[]=c%2B%2B')).toEqual(['ben', 'dan']);
    expect(await names('skills=java')).toEqual([]);
    expect(await names('skills=javascript')).toEqual(['dan']);
    expect(await names('skills=native')).toEqual(['ben']);
  });

  it('filters by experience text, minimum rating, time zone, category and username', async () => {
    expect(await names('experience=WEB SHOP')).toEqual(['ana', 'dan']);
    expect(await names('experience=100%25')).toEqual([]);
    expect(await names('rating=4')).toEqual(['ben', 'ana']);
    expect(await names('rating=3.5')).toEqual(['ben', 'ana', 'cleo']);
    expect(await names('rating=0')).toEqual(['ben', 'ana', 'cleo', 'dan']);
    expect(await names('rating=5')).toEqual([]);
    expect(await names('timezone=Europe/Lisbon')).toEqual(['ana', 'dan']);
    expect(await names(`category_id=${support}`)).toEqual(['cleo']);
    expect(await names(`category_id=${design}`)).toEqual(['ben', 'ana']);
    expect(await names('username=TALENT_C')).toEqual(['cleo']);
    expect(await names('username=_')).toEqual(['ben', 'ana', 'cleo', 'dan']);
  });

  it('combines filters', async () => {
    expect(await names('skills=react&timezone=Europe/Lisbon')).toEqual(['ana']);
    expect(await names(`skills=react&category_id=${design}&rating=4.5`)).toEqual(['ben', 'ana']);
    expect(await names('experience=web shops&rating=1')).toEqual(['ana']);
    expect(await names('username=ben&skills=figma')).toEqual(['ben']);
    expect(await names('username=ana&skills=figma')).toEqual([]);
  });

  it('ignores blank filters, as a form with empty fields sends them', async () => {
    expect(await names('skills=&experience=&rating=&timezone=&category_id=&username=')).toEqual([
      'ben',
      'ana',
      'cleo',
      'dan',
    ]);
  });

  it('pages with page and limit, keeping the total', async () => {
    const first = (await search('limit=2')).json();
    const second = (await search('limit=2&page=2')).json();
    const third = (await search('limit=2&page=3')).json();
    expect(first.data.map((r: Talent) => r.username)).toEqual(['talent_ben', 'talent_ana']);
    expect(second.data.map((r: Talent) => r.username)).toEqual(['talent_cleo', 'talent_dan']);
    expect(third).toEqual({ data: [], total: 4 });
    expect(first.total).toBe(4);
  });

  it('answers 400 for a rating outside 0-5 and other nonsense', async () => {
    for (const rating of ['-1', '5.5', '6', 'abc']) {
      const response = await search(`rating=${rating}`);
      expect(response.statusCode, rating).toBe(400);
      expect(response.json().message).toBe(`rating: ${MESSAGES.talentRatingInvalid}`);
    }
    const cases: [string, string][] = [
      ['timezone=Mars/Olympus', `timezone: ${MESSAGES.timezoneInvalid}`],
      ['category_id=x', `category_id: ${MESSAGES.jobCategoryInvalid}`],
      ['page=0', `page: ${MESSAGES.pageInvalid}`],
      ['limit=101', `limit: ${MESSAGES.limitInvalid}`],
      [`username=${'a'.repeat(31)}`, `username: ${MESSAGES.fieldTooLong}`],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /api/talents on the talent facts (docs/decisions/032)', () => {
  it('filters by hourly rate, inclusive, leaving out talents without a rate', async () => {
    expect(await names('rate_min=30')).toEqual(['ben', 'ana']);
    expect(await names('rate_max=35')).toEqual(['ana', 'cleo']);
    expect(await names('rate_min=12.5&rate_max=12.50')).toEqual(['cleo']);
    expect(await names('rate_min=35&rate_max=60')).toEqual(['ben', 'ana']);
    expect(await names('rate_min=0')).toEqual(['ben', 'ana', 'cleo']);
    expect(await names('rate_max=10')).toEqual([]);
  });

  it('filters by country (any case), language (ignoring case, whole names) and hours', async () => {
    expect(await names('country=ph')).toEqual(['cleo']);
    expect(await names('country=PT')).toEqual(['ana']);
    expect(await names('country=DE')).toEqual([]);
    expect(await names('language=english')).toEqual(['ben', 'ana', 'cleo']);
    expect(await names('language=%20TAGALOG%20')).toEqual(['cleo']);
    expect(await names('language=portu')).toEqual([]);
    expect(await names('availability_min=30')).toEqual(['ana', 'cleo']);
    expect(await names('availability_min=40')).toEqual(['ana']);
    expect(await names('availability_min=1')).toEqual(['ben', 'ana', 'cleo']);
  });

  it('filters by search status', async () => {
    expect(await names('search_status=actively_looking')).toEqual(['ana', 'cleo']);
    expect(await names('search_status=open_to_offers')).toEqual(['ben']);
    expect(await names('search_status=not_looking')).toEqual([]);
  });

  it('combines them with each other and with the spec filters', async () => {
    expect(
      await names(
        'rate_max=20&country=PH&language=tagalog&availability_min=30&search_status=actively_looking',
      ),
    ).toEqual(['cleo']);
    expect(await names('skills=react&rate_min=50')).toEqual(['ben']);
    expect(await names('timezone=Europe/Lisbon&language=English')).toEqual(['ana']);
    expect(await names('rating=4&search_status=actively_looking&country=PT')).toEqual(['ana']);
    expect(await names('role=jobseeker&username=an&country=pt', '/api/users')).toEqual(['ana']);
  });

  it('ignores the facts filters left blank', async () => {
    expect(
      await names('rate_min=&rate_max=&country=&language=&availability_min=&search_status='),
    ).toEqual(['ben', 'ana', 'cleo', 'dan']);
  });

  it('answers 400 naming the parameter for each invalid value', async () => {
    const cases: [string, string, string][] = [
      ['rate_min=-1', 'rate_min', MESSAGES.hourlyRateInvalid],
      ['rate_min=abc', 'rate_min', MESSAGES.hourlyRateInvalid],
      ['rate_min=1e3', 'rate_min', MESSAGES.hourlyRateInvalid],
      ['rate_max=10001', 'rate_max', MESSAGES.hourlyRateInvalid],
      ['rate_min=50&rate_max=10', 'rate_min', MESSAGES.rateRangeInvalid],
      ['country=XX', 'country', MESSAGES.countryCodeInvalid],
      ['country=usa', 'country', MESSAGES.countryCodeInvalid],
      [`language=${'a'.repeat(41)}`, 'language', MESSAGES.languageFilterInvalid],
      ['availability_min=0', 'availability_min', MESSAGES.availabilityInvalid],
      ['availability_min=81', 'availability_min', MESSAGES.availabilityInvalid],
      ['availability_min=2.5', 'availability_min', MESSAGES.availabilityInvalid],
      ['search_status=looking', 'search_status', MESSAGES.searchStatusInvalid],
      ['search_status=Actively_Looking', 'search_status', MESSAGES.searchStatusInvalid],
    ];
    for (const path of ['/api/talents', '/api/users']) {
      for (const [query, field, message] of cases) {
        const response = await search(query, path);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({
          message: `${field}: ${message}`,
          code: 'VALIDATION_FAILED',
          field,
        });
      }
    }
  });
});

describe('GET /api/users?role=jobseeker', () => {
  it('answers the same search with the same filters', async () => {
    expect(await names('role=jobseeker', '/api/users')).toEqual(['ben', 'ana', 'cleo', 'dan']);
    expect(await names('role=jobseeker&username=an&skills=react', '/api/users')).toEqual(['ana']);
    expect(await names('role=jobseeker&rating=4&limit=1&page=2', '/api/users')).toEqual(['ana']);
    const body = (await search('role=jobseeker&skills=zendesk', '/api/users')).json();
    expect(body.total).toBe(1);
  });

  it('lists jobseekers only', async () => {
    for (const role of ['employer', 'admin']) {
      const response = await search(`role=${role}`, '/api/users');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`role: ${MESSAGES.talentRoleInvalid}`);
    }
    const invalid = await search('role=jobseeker&rating=9', '/api/users');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(`rating: ${MESSAGES.talentRatingInvalid}`);
  });
});

describe('wholeWordPattern', () => {
  it('escapes regular-expression characters', () => {
    expect(wholeWordPattern('C++')).toBe('(^|[^[:alnum:]_])c\\+\\+($|[^[:alnum:]_])');
    expect(wholeWordPattern('.NET')).toBe('(^|[^[:alnum:]_])\\.net($|[^[:alnum:]_])');
  });
});
