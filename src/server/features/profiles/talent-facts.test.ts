import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { createEmployer, createJobseeker, type TestUser } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';
import { multipart, pngBytes } from '../../test/multipart.ts';

/**
 * A jobseeker's talent facts (docs/decisions/032): headline, hourly rate, country, languages,
 * hours a week and search status, set through PUT /api/profile beside the spec's fields, and the
 * completeness meter the profile reply carries.
 */
const m = marketplace({ admin: true });
const { api } = m;

const put = (user: TestUser, payload: object) => api.as(user).put('/api/profile', payload);
const own = async (user: TestUser) => (await api.as(user).get('/api/profile')).json();

const NO_FACTS = {
  headline: null,
  hourly_rate: null,
  country: null,
  languages: [],
  availability: null,
  search_status: null,
};

describe('talent facts on PUT /api/profile', () => {
  it('a new jobseeker has none of them, and the meter starts at 0 with the headline', async () => {
    const seeker = await createJobseeker(m.app);
    expect(await own(seeker)).toMatchObject({
      ...NO_FACTS,
      completeness: { percent: 0, next_step: { field: 'headline', label: 'Add a headline' } },
    });
    const visible = (await api.visitor.get(`/api/users/${seeker.id}`)).json();
    expect(visible).toMatchObject(NO_FACTS);
  });

  it('stores each fact tidied, and shows them on the public profile and the talent card', async () => {
    const seeker = await createJobseeker(m.app);
    const response = await put(seeker, {
      headline: '  Bilingual executive assistant for busy founders ',
      hourly_rate: '18.50',
      country: 'ph',
      languages: ' english, Tagalog,, ENGLISH , spanish',
      availability: '30',
      search_status: 'actively_looking',
      skills: 'Calendar management',
    });
    expect(response.statusCode, response.body).toBe(200);
    const facts = {
      headline: 'Bilingual executive assistant for busy founders',
      hourly_rate: 18.5,
      country: 'PH',
      languages: ['English', 'Tagalog', 'Spanish'],
      availability: 30,
      search_status: 'actively_looking',
    };
    expect(response.json()).toMatchObject(facts);
    expect(await own(seeker)).toMatchObject(facts);

    const visible = await api.visitor.get(`/api/users/${seeker.id}`);
    expect(visible.json()).toMatchObject(facts);
    // The meter is the owner's own: not part of what others see.
    expect(visible.json()).not.toHaveProperty('completeness');

    const cards = await api.visitor.get(`/api/talents?username=${seeker.username}`);
    expect(cards.json().data).toEqual([expect.objectContaining(facts)]);
  });

  it('takes JSON numbers and a list of languages too', async () => {
    const seeker = await createJobseeker(m.app);
    const response = await put(seeker, {
      hourly_rate: 0,
      availability: 80,
      languages: ['German', 'french'],
      search_status: 'not_looking',
    });
    expect(response.json()).toMatchObject({
      hourly_rate: 0,
      availability: 80,
      languages: ['German', 'French'],
      search_status: 'not_looking',
    });
  });

  it('clears a fact with empty text or null; an omitted one stays', async () => {
    const seeker = await createJobseeker(m.app);
    await put(seeker, {
      headline: 'Bookkeeper',
      hourly_rate: 25,
      country: 'DE',
      languages: 'German',
      availability: 20,
      search_status: 'open_to_offers',
    });
    const blanked = await put(seeker, {
      headline: '',
      hourly_rate: '',
      country: '',
      languages: '',
      availability: '',
      search_status: '',
    });
    expect(blanked.json()).toMatchObject(NO_FACTS);
    await put(seeker, { headline: 'Bookkeeper', hourly_rate: 25, languages: ['German'] });
    const nulled = await put(seeker, { hourly_rate: null, languages: [] });
    expect(nulled.json()).toMatchObject({
      headline: 'Bookkeeper',
      hourly_rate: null,
      languages: [],
    });
  });

  it('takes the limits exactly', async () => {
    const seeker = await createJobseeker(m.app);
    const response = await put(seeker, {
      headline: 'h'.repeat(120),
      hourly_rate: '10000.00',
      languages: Array.from({ length: 10 }, (_, i) => `${'l'.repeat(38)}${i}`),
      availability: 1,
      country: 'XK',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ hourly_rate: 10_000, availability: 1, country: 'XK' });
  });

  it.each([
    [{ headline: 'h'.repeat(121) }, 'headline', MESSAGES.headlineInvalid],
    [{ headline: 42 }, 'headline', MESSAGES.headlineInvalid],
    [{ hourly_rate: -1 }, 'hourly_rate', MESSAGES.hourlyRateInvalid],
    [{ hourly_rate: 10_000.01 }, 'hourly_rate', MESSAGES.hourlyRateInvalid],
    [{ hourly_rate: '12.345' }, 'hourly_rate', MESSAGES.hourlyRateInvalid],
    [{ hourly_rate: '$20' }, 'hourly_rate', MESSAGES.hourlyRateInvalid],
    [{ hourly_rate: '1e3' }, 'hourly_rate', MESSAGES.hourlyRateInvalid],
    [{ hourly_rate: true }, 'hourly_rate', MESSAGES.hourlyRateInvalid],
    [{ country: 'XX' }, 'country', MESSAGES.countryCodeInvalid],
    [{ country: 'USA' }, 'country', MESSAGES.countryCodeInvalid],
    [{ country: 7 }, 'country', MESSAGES.countryCodeInvalid],
    [
      { languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`) },
      'languages',
      MESSAGES.languagesInvalid,
    ],
    [{ languages: ['l'.repeat(41)] }, 'languages', MESSAGES.languagesInvalid],
    [{ languages: 42 }, 'languages', MESSAGES.languagesInvalid],
    [{ availability: 0 }, 'availability', MESSAGES.availabilityInvalid],
    [{ availability: 81 }, 'availability', MESSAGES.availabilityInvalid],
    [{ availability: 2.5 }, 'availability', MESSAGES.availabilityInvalid],
    [{ availability: '20h' }, 'availability', MESSAGES.availabilityInvalid],
    [{ search_status: 'looking' }, 'search_status', MESSAGES.searchStatusInvalid],
    [{ search_status: 1 }, 'search_status', MESSAGES.searchStatusInvalid],
  ])('refuses %j naming the field, changing nothing', async (payload, field, message) => {
    const seeker = await createJobseeker(m.app);
    await put(seeker, { headline: 'Kept as it was', hourly_rate: 30 });
    const before = await own(seeker);
    const response = await put(seeker, { ...payload, experience: 'Not saved either.' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `${field}: ${message}`,
      code: 'VALIDATION_FAILED',
      field,
    });
    expect(await own(seeker)).toEqual(before);
  });

  it('refuses the facts to employers and admins: they belong to jobseekers', async () => {
    const employer = await createEmployer(m.app);
    for (const [user, field] of [
      [employer, 'headline'],
      [employer, 'hourly_rate'],
      [employer, 'search_status'],
      [m.admin, 'languages'],
    ] as const) {
      const response = await put(user, { [field]: field === 'languages' ? ['English'] : '' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({
        message: `${field}: ${MESSAGES.fieldNotForRole}`,
        code: 'VALIDATION_FAILED',
        field,
      });
    }
    // Their replies carry the facts empty and no meter.
    expect(await own(employer)).toMatchObject({ ...NO_FACTS, completeness: null });
    expect(await own(m.admin)).toMatchObject({ ...NO_FACTS, completeness: null });
  });
});

describe('the completeness meter', () => {
  it('moves as the profile fills in, naming the next step, up to 100', async () => {
    const seeker = await createJobseeker(m.app);
    const meter = async (payload: object) => (await put(seeker, payload)).json().completeness;

    expect(await meter({ headline: 'Shopify store manager' })).toEqual({
      percent: 15,
      next_step: { field: 'skills', label: 'List your skills' },
    });
    expect(await meter({ skills: 'Shopify, Klaviyo', hourly_rate: 22 })).toEqual({
      percent: 40,
      next_step: { field: 'experience', label: 'Describe your experience' },
    });
    // Blank text is not a step done.
    expect((await meter({ experience: '   ' })).percent).toBe(40);
    expect(await meter({ experience: 'Four years running stores.' })).toEqual({
      percent: 50,
      next_step: { field: 'avatar', label: 'Upload a profile photo' },
    });

    const body = multipart({
      files: [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: pngBytes() }],
    });
    const uploaded = await api
      .as(seeker)
      .post('/api/profile/upload-avatar', body.payload, { headers: body.headers });
    expect(uploaded.json().completeness).toEqual({
      percent: 60,
      next_step: { field: 'availability', label: 'Say how many hours a week you can work' },
    });

    const categories = await api.as(m.admin).post('/api/categories', { name: 'E-commerce' });
    expect(
      await meter({
        availability: 25,
        country: 'PH',
        languages: 'English',
        search_status: 'open_to_offers',
        categoryIds: [categories.json().id],
        timezone: 'Asia/Manila',
      }),
    ).toEqual({
      percent: 95,
      next_step: { field: 'portfolio', label: 'Link your portfolio' },
    });
    expect(await meter({ portfolio: 'https://stores.example.com' })).toEqual({
      percent: 100,
      next_step: null,
    });
    // Clearing a fact takes its share back.
    expect(await meter({ headline: '' })).toEqual({
      percent: 85,
      next_step: { field: 'headline', label: 'Add a headline' },
    });
  });
});
