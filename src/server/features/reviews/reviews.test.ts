import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { reviews, users } from '../../db/schema.ts';
import {
  createAdmin,
  createEmployer,
  createJob,
  createJobseeker,
  createJobseekersDirect,
  type TestUser,
} from '../../test/factories.ts';
import { marketplace } from '../../test/marketplace.ts';

const m = marketplace();
const { api } = m;

describe('GET /api/reviews/user/:id', () => {
  it('lists the reviews a user received, newest first, with the reviewer', async () => {
    const employer = await createEmployer(m.app);
    const seeker = await createJobseeker(m.app);
    expect((await m.app.inject(`/api/reviews/user/${seeker.id}`)).json()).toEqual([]);
    await m.database.db.insert(reviews).values([
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
    const list = (await m.app.inject(`/api/reviews/user/${seeker.id}`)).json();
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
    const employer = await createEmployer(m.app);
    const seeker = await createJobseeker(m.app);
    await m.database.db
      .insert(reviews)
      .values({ reviewerId: employer.id, revieweeId: seeker.id, rating: 3, comment: 'Ok' });
    await m.database.db.delete(users).where(eq(users.id, employer.id));
    expect((await m.app.inject(`/api/reviews/user/${seeker.id}`)).json()[0].reviewer).toBeNull();
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await m.app.inject('/api/reviews/user/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidUserId);
  });
});

/** An application of `seeker` to a new post of `employer`, decided as `status` (if given). */
async function applicationBetween(
  employer: TestUser,
  seeker: TestUser,
  status?: 'Accepted' | 'Rejected',
): Promise<number> {
  const admin = await adminUser();
  const job = await createJob(m.app, employer, admin);
  const applied = await api.as(seeker).post('/api/job-applications', { job_post_id: job.id });
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json().id as number;
  if (status) {
    const decided = await api.as(employer).put(`/api/job-applications/${id}`, { status });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return id;
}

let admin: TestUser | undefined;
const adminUser = async () => {
  admin ??= await createAdmin(m.app);
  return admin;
};

const review = (user: TestUser, payload: Record<string, unknown>) =>
  api.as(user).post('/api/reviews', payload);

const ratingOf = async (userId: number) =>
  (await m.app.inject(`/api/users/${userId}`)).json().average_rating as number | null;

describe('POST /api/reviews', () => {
  it('lets both parties of an accepted application review each other, once per side', async () => {
    const employer = await createEmployer(m.app);
    const seeker = await createJobseeker(m.app);
    const id = await applicationBetween(employer, seeker, 'Accepted');

    const bySeeker = await review(seeker, {
      job_application_id: id,
      rating: 5,
      comment: '  Clear brief and quick payment.  ',
    });
    expect(bySeeker.statusCode, bySeeker.body).toBe(201);
    expect(bySeeker.json()).toMatchObject({
      rating: 5,
      comment: 'Clear brief and quick payment.',
      reviewer: { username: seeker.username },
      job_application_id: id,
      job_application: { id },
    });
    const byEmployer = await review(employer, {
      job_application_id: String(id),
      rating: '4',
      comment: 'Reliable and friendly.',
    });
    expect(byEmployer.statusCode, byEmployer.body).toBe(201);

    // Each review lands on the other party's profile and moves their rating.
    const employerReviews = (await m.app.inject(`/api/reviews/user/${employer.id}`)).json();
    expect(employerReviews).toEqual([
      expect.objectContaining({ comment: 'Clear brief and quick payment.', rating: 5 }),
    ]);
    const seekerReviews = (await m.app.inject(`/api/reviews/user/${seeker.id}`)).json();
    expect(seekerReviews).toEqual([
      expect.objectContaining({
        comment: 'Reliable and friendly.',
        reviewer: { username: employer.username },
      }),
    ]);
    expect(await ratingOf(employer.id)).toBe(5);
    expect(await ratingOf(seeker.id)).toBe(4);

    // The application now says so, on both sides.
    const mine = await api.as(seeker).get('/api/job-applications/my-applications');
    expect(mine.json()[0].has_reviewed).toBe(true);

    for (const [user, rating] of [
      [seeker, 1],
      [employer, 2],
    ] as const) {
      const again = await review(user, { job_application_id: id, rating, comment: 'Changed mind' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MESSAGES.reviewAlreadyGiven);
    }
    expect(await ratingOf(employer.id)).toBe(5);
  });

  it('refuses reviews on Pending and Rejected applications', async () => {
    const employer = await createEmployer(m.app);
    const seeker = await createJobseeker(m.app);
    const pending = await applicationBetween(employer, seeker);
    const rejected = await applicationBetween(employer, seeker, 'Rejected');
    for (const id of [pending, rejected]) {
      for (const user of [seeker, employer]) {
        const response = await review(user, { job_application_id: id, rating: 3, comment: 'Hm' });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(MESSAGES.reviewNotAccepted);
      }
    }
    expect((await m.app.inject(`/api/reviews/user/${employer.id}`)).json()).toEqual([]);
    expect(await ratingOf(employer.id)).toBeNull();
  });

  it('never lets anyone review an application that is not theirs', async () => {
    const employer = await createEmployer(m.app);
    const seeker = await createJobseeker(m.app);
    const id = await applicationBetween(employer, seeker, 'Accepted');
    for (const stranger of [await createJobseeker(m.app), await createEmployer(m.app)]) {
      const response = await review(stranger, {
        job_application_id: id,
        rating: 1,
        comment: 'Bad',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.reviewNotParty);
    }
    const asAdmin = await review(await adminUser(), {
      job_application_id: id,
      rating: 1,
      comment: 'x',
    });
    expect(asAdmin.statusCode).toBe(403);
    const visitor = await api.visitor.post('/api/reviews', {
      job_application_id: id,
      rating: 1,
      comment: 'x',
    });
    expect(visitor.statusCode).toBe(401);
    expect((await m.app.inject(`/api/reviews/user/${employer.id}`)).json()).toEqual([]);
    const missing = await review(seeker, { job_application_id: 999_999, rating: 5, comment: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.applicationNotFound);
  });

  it("answers every invalid field with the spec's message", async () => {
    const employer = await createEmployer(m.app);
    const seeker = await createJobseeker(m.app);
    const id = await applicationBetween(employer, seeker, 'Accepted');
    for (const rating of [0, 6, 4.5, 'five', '', null, undefined]) {
      const response = await review(seeker, { job_application_id: id, rating, comment: 'Good' });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().message).toBe(`rating: ${MESSAGES.reviewRatingInvalid}`);
    }
    for (const comment of ['', '   ', null, undefined]) {
      const response = await review(seeker, { job_application_id: id, rating: 5, comment });
      expect(response.statusCode, String(comment)).toBe(400);
      expect(response.json().message).toBe(`comment: ${MESSAGES.reviewCommentEmpty}`);
    }
    const long = await review(seeker, {
      job_application_id: id,
      rating: 5,
      comment: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`comment: ${MESSAGES.reviewCommentTooLong}`);
    for (const applicationId of ['abc', 0, undefined]) {
      const response = await review(seeker, {
        job_application_id: applicationId,
        rating: 5,
        comment: 'Good',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`job_application_id: ${MESSAGES.applicationIdInvalid}`);
    }
    expect((await m.app.inject(`/api/reviews/user/${employer.id}`)).json()).toEqual([]);
  });

  it('keeps the average rating current over several reviews, also when they arrive together', async () => {
    const employer = await createEmployer(m.app);
    const seekers = await Promise.all([1, 2, 3].map(() => createJobseeker(m.app)));
    const ids: number[] = [];
    for (const seeker of seekers) ids.push(await applicationBetween(employer, seeker, 'Accepted'));
    const ratings = [5, 4, 2];
    const first = await review(seekers[0] as TestUser, {
      job_application_id: ids[0],
      rating: ratings[0],
      comment: 'Great',
    });
    expect(first.statusCode).toBe(201);
    expect(await ratingOf(employer.id)).toBe(5);
    const rest = await Promise.all(
      [1, 2].map((i) =>
        review(seekers[i] as TestUser, {
          job_application_id: ids[i],
          rating: ratings[i],
          comment: 'Fine',
        }),
      ),
    );
    expect(rest.map((r) => r.statusCode)).toEqual([201, 201]);
    // (5 + 4 + 2) / 3, to two decimals.
    expect(await ratingOf(employer.id)).toBe(3.67);
  });

  it('computes the average from concurrent reviews of one person correctly', async () => {
    const employer = await createEmployer(m.app);
    const crowd = await createJobseekersDirect(m.database, 8);
    const ids: number[] = [];
    for (const seeker of crowd) ids.push(await applicationBetween(employer, seeker, 'Accepted'));
    const ratings = [5, 5, 4, 4, 3, 2, 1, 1];
    const responses = await Promise.all(
      crowd.map((seeker, i) =>
        review(seeker, { job_application_id: ids[i], rating: ratings[i], comment: 'Ok' }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    // 25 / 8 = 3.125, rounded by PostgreSQL to 3.13.
    expect(await ratingOf(employer.id)).toBe(3.13);
  });
});
