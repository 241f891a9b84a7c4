import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { createEmployer, createJobseeker } from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace({ admin: true });
const { api } = m;

const create = (token: string | null, payload: unknown) =>
  api.as(token).post('/api/categories', payload as object);

describe('categories', () => {
  it('an admin creates categories; anyone lists them by name', async () => {
    const created = await create(m.admin.token, { name: '  Virtual Assistance  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Virtual Assistance' });
    await create(m.admin.token, { name: 'Bookkeeping' });
    const list = await api.visitor.get('/api/categories');
    expect(list.statusCode).toBe(200);
    const names = list.json().map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Virtual Assistance', 'Bookkeeping']));
  });

  it('refuses an empty, missing or over-long name with the spec message', async () => {
    for (const payload of [{ name: '' }, { name: '   ' }, {}, { name: 42 }]) {
      const response = await create(m.admin.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`name: ${MESSAGES.categoryNameEmpty}`);
    }
    const long = await create(m.admin.token, { name: 'x'.repeat(81) });
    expect(long.json().message).toBe(`name: ${MESSAGES.categoryNameTooLong}`);
  });

  it('keeps names unique regardless of case', async () => {
    await create(m.admin.token, { name: 'Lead Generation' });
    const again = await create(m.admin.token, { name: 'lead generation' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.categoryNameTaken);
  });

  it('only admins create: members get 403, visitors 401', async () => {
    const employer = await createEmployer(m.app);
    const seeker = await createJobseeker(m.app);
    expect((await create(employer.token, { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await create(seeker.token, { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await create(null, { name: 'Sneaky' })).statusCode).toBe(401);
    const names = (await api.visitor.get('/api/categories')).json();
    expect(names.map((c: { name: string }) => c.name)).not.toContain('Sneaky');
  });

  it('stores HTML in a name as text', async () => {
    const response = await create(m.admin.token, { name: '<img src=x onerror=alert(1)>' });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('<img src=x onerror=alert(1)>');
  });
});
