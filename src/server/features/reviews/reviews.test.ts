import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { reviews, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import { createEmployer, createJobseeker } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/reviews/user/:id', () => {
  it('lists the reviews a user received, newest first, with the reviewer', async () => {
    const employer = await createEmployer(t.app);
    const seeker = await createJobseeker(t.app);
    expect((await t.app.inject(`/api/reviews/user/${seeker.id}`)).json()).toEqual([]);
    await t.database.db.insert(reviews).values([
      {
        reviewerId: employer.id,
        revieweeId: seeker.id,
        rating: 4,
        comment: 'Good',
        createdAt: new Date('2026-01-01'),
      },
      {
        reviewerId: employer.id,
        revieweeId: seeker.id,
        rating: 5,
        comment: 'Great',
        createdAt: new Date('2026-02-01'),
      },
    ]);
    const list = (await t.app.inject(`/api/reviews/user/${seeker.id}`)).json();
    expect(list).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Great',
        reviewer: { username: employer.username },
        created_at: '2026-02-01T00:00:00.000Z',
      }),
      expect.objectContaining({ rating: 4, comment: 'Good' }),
    ]);
  });

  it('shows a deleted reviewer as no reviewer (the page says Anonymous)', async () => {
    const employer = await createEmployer(t.app);
    const seeker = await createJobseeker(t.app);
    await t.database.db
      .insert(reviews)
      .values({ reviewerId: employer.id, revieweeId: seeker.id, rating: 3, comment: 'Ok' });
    await t.database.db.delete(users).where(eq(users.id, employer.id));
    expect((await t.app.inject(`/api/reviews/user/${seeker.id}`)).json()[0].reviewer).toBeNull();
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await t.app.inject('/api/reviews/user/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidUserId);
  });
});
