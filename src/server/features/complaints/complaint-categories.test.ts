import { describe, expect, it } from 'vitest';
import { COMPLAINT_CATEGORIES } from '../../../shared/complaint-categories.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Complaint } from '../../../shared/schemas/admin-content.ts';
import { createJobseeker } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace({ job: { title: 'Too good to be true' }, jobseekers: 1 });
const { api } = m;

/** The optional kind of wrong beside the spec's reason (docs/decisions/040). */
describe('complaint categories', () => {
  it('stores the chosen category and shows it to the complainant and to admins', async () => {
    const reporter = await createJobseeker(m.app);
    const filed = await api.as(reporter).post('/api/complaints', {
      reason: 'Wants a $50 "training fee" before the interview.',
      job_post_id: m.job.id,
      category: 'asks_for_payment',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ category: 'asks_for_payment', status: 'Pending' });
    const id = filed.json<Complaint>().id;

    const own = (await api.as(reporter).get('/api/complaints')).json<Complaint[]>();
    expect(own.find((c) => c.id === id)?.category).toBe('asks_for_payment');
    const admin = await api.as(m.admin).get('/api/admin/complaints');
    expect(admin.json<Complaint[]>().find((c) => c.id === id)?.category).toBe('asks_for_payment');

    // Nobody else reads it: not another member, not the reported employer, not a visitor.
    for (const other of [m.jobseeker, m.employer]) {
      const list = (await api.as(other).get('/api/complaints')).json<Complaint[]>();
      expect(list.some((c) => c.id === id)).toBe(false);
    }
    expect((await api.as(m.employer).get('/api/admin/complaints')).statusCode).toBe(403);
    expect((await api.as(null).get('/api/complaints')).statusCode).toBe(401);
  });

  it('takes every listed category, with the form body { type, id, reason } as well', async () => {
    for (const category of COMPLAINT_CATEGORIES) {
      const reporter = await createJobseeker(m.app);
      const filed = await api.as(reporter).post('/api/complaints', {
        type: 'job_post',
        id: String(m.job.id),
        reason: 'See the category.',
        category,
      });
      expect(filed.statusCode, filed.body).toBe(201);
      expect(filed.json<Complaint>().category).toBe(category);
    }
  });

  it('is optional: the spec body alone, or a blank or null category, files with none', async () => {
    for (const extra of [{}, { category: '' }, { category: null }]) {
      const reporter = await createJobseeker(m.app);
      const filed = await api
        .as(reporter)
        .post('/api/complaints', { reason: 'Spam', profile_id: m.employer.id, ...extra });
      expect(filed.statusCode, filed.body).toBe(201);
      expect(filed.json<Complaint>().category).toBeNull();
      // The reported person is named, not only numbered.
      expect(filed.json<Complaint>().profile).toEqual({ username: m.employer.username });
    }
  });

  it.each([
    ['an unknown word', 'fraudulent'],
    ['a label instead of the value', 'Scam or fraud'],
    ['a number', 3],
    ['a list', ['scam']],
  ])('refuses %s with a 400 naming the field and the choices', async (_, category) => {
    const filed = await api
      .as(m.jobseeker)
      .post('/api/complaints', { reason: 'Spam', job_post_id: m.job.id, category });
    expect(filed.statusCode).toBe(400);
    expect(filed.json()).toMatchObject({
      message: MESSAGES.complaintCategoryInvalid,
      code: 'VALIDATION_FAILED',
      field: 'category',
    });
  });

  it('still asks for the reason when only a category is chosen', async () => {
    const filed = await api
      .as(m.jobseeker)
      .post('/api/complaints', { job_post_id: m.job.id, category: 'scam' });
    expect(filed.statusCode).toBe(400);
    expect(filed.json().message).toBe(MESSAGES.complaintFieldsRequired);
  });
});
