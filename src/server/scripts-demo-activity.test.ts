/**
 * The demo's marketplace activity (scripts/demo-data.ts): proposals, invitations, reviews, chats
 * and reports, seeded into the file's own app.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoSeedResult, seedDemo } from '../../scripts/demo-data.ts';
import {
  DEMO_ADMIN,
  DEMO_EMPLOYERS,
  DEMO_JOBSEEKERS,
  DEMO_PASSWORD,
} from '../../scripts/demo-people.ts';
import {
  categories,
  chatMessages,
  invitations,
  jobApplications,
  jobPosts,
  reviews,
  users,
} from './db/schema.ts';
import { marketplace } from './test/marketplace.ts';

const m = marketplace();
const { api } = m;

describe('demo data (npm run demo): proposals, invitations, reviews, chats, reports', () => {
  let seed: DemoSeedResult;
  let seedUsers: Map<string, { id: number }>;
  beforeAll(async () => {
    seed = await seedDemo(m.database.db, m.app.services.storage);
    const rows = await m.database.db.select({ id: users.id, email: users.email }).from(users);
    seedUsers = new Map(rows.map((r) => [r.email, r]));
  });

  it('has 0-25 proposals per post in every status, closed posts hired, full posts full', async () => {
    const db = m.database.db;
    const posts = await db.select().from(jobPosts);
    const applications = await db.select().from(jobApplications);
    const seekers = new Map(
      (await db.select().from(users).where(eq(users.role, 'jobseeker'))).map((u) => [u.id, u]),
    );
    const statuses = new Set(applications.map((a) => a.status));
    expect([...statuses].sort()).toEqual(['Accepted', 'Pending', 'Rejected']);
    expect(new Set(applications.map((a) => a.jobseekerId)).size).toBe(DEMO_JOBSEEKERS.length);
    const counts: number[] = [];
    for (const post of posts) {
      const own = applications.filter((a) => a.jobPostId === post.id);
      counts.push(own.length);
      expect(own.length).toBeLessThanOrEqual(25);
      if (post.pendingReview) expect(own).toHaveLength(0);
      if (post.applicationLimit !== null) expect(own).toHaveLength(post.applicationLimit);
      if (post.status === 'closed') {
        // Closed after a hire: one accepted, the rest turned down before closing.
        expect(own.filter((a) => a.status === 'Accepted')).toHaveLength(1);
        expect(own.filter((a) => a.status === 'Pending')).toHaveLength(0);
        for (const a of own) expect(a.updatedAt.getTime()).toBeLessThan(post.updatedAt.getTime());
      }
      for (const a of own) {
        expect(a.createdAt.getTime()).toBeGreaterThan(post.createdAt.getTime());
        expect(a.updatedAt.getTime()).toBeGreaterThanOrEqual(a.createdAt.getTime());
        expect(a.updatedAt.getTime()).toBeLessThan(Date.now());
        // A proposal: the letter the post asks for, answers to its questions, rounded rates.
        expect(a.questions).toEqual(post.screeningQuestions);
        expect(a.answers).toHaveLength(post.screeningQuestions.length);
        for (const answer of a.answers) expect(answer.length).toBeGreaterThan(10);
        if (post.minCoverLetter > 0) {
          expect(a.note?.length ?? 0).toBeGreaterThanOrEqual(post.minCoverLetter);
        }
        if (a.proposedRate !== null) expect(Number.isInteger(a.proposedRate)).toBe(true);
        expect(a.availability).toBeGreaterThanOrEqual(1);
        expect(a.availability).toBeLessThanOrEqual(seekers.get(a.jobseekerId)?.availability ?? 0);
      }
    }
    expect(Math.max(...counts)).toBe(25);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(
      posts.filter((p) => p.pendingReview).length,
    );
    expect(applications.filter((a) => a.note !== null).length).toBeGreaterThan(
      applications.length * 0.8,
    );
    expect(applications.filter((a) => a.answers.length > 0).length).toBeGreaterThan(50);
    // Dates spread over the last weeks.
    const days = applications.map((a) => (Date.now() - a.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeGreaterThan(20);
    expect(Math.min(...days)).toBeLessThan(3);
    // The people hired do the work: the post's category is one of theirs.
    const categoryName = new Map((await db.select().from(categories)).map((c) => [c.id, c.name]));
    const categoriesOf = new Map(DEMO_JOBSEEKERS.map((j) => [j.email, j.categories as string[]]));
    for (const a of applications.filter((a) => a.status === 'Accepted')) {
      const post = posts.find((p) => p.id === a.jobPostId);
      const own = categoriesOf.get(seekers.get(a.jobseekerId)?.email ?? '') ?? [];
      expect(own, post?.title).toContain(categoryName.get(post?.categoryId ?? -1));
    }

    // The employer's review view shows each proposal with its answers.
    const employer = DEMO_EMPLOYERS[0];
    const token = (
      await api.visitor.post('/api/auth/login', { email: employer?.email, password: DEMO_PASSWORD })
    ).json().accessToken;
    const ownerId = seedUsers.get(employer?.email ?? '')?.id;
    const asked = posts.find((p) => p.employerId === ownerId && p.screeningQuestions.length > 0);
    const table = await api.as(token).get(`/api/job-applications/job-post/${asked?.id}`);
    expect(table.statusCode).toBe(200);
    expect(table.json()).toHaveLength(applications.filter((a) => a.jobPostId === asked?.id).length);
    const rows = table.json<{ screening_answers: unknown[]; proposed_rate: number | null }[]>();
    for (const row of rows) {
      expect(row.screening_answers).toHaveLength(asked?.screeningQuestions.length ?? -1);
    }
    expect(rows.filter((r) => r.proposed_rate !== null).length).toBeGreaterThan(rows.length / 2);
  });

  it('has invitations pending, accepted (with an application) and declined, on open posts', async () => {
    const db = m.database.db;
    const rows = await db
      .select({
        status: invitations.status,
        jobseekerId: invitations.jobseekerId,
        employerId: invitations.employerId,
        jobPostId: invitations.jobPostId,
        answeredAt: invitations.answeredAt,
        createdAt: invitations.createdAt,
        owner: jobPosts.employerId,
        postCreatedAt: jobPosts.createdAt,
      })
      .from(invitations)
      .innerJoin(jobPosts, eq(jobPosts.id, invitations.jobPostId));
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['pending', 'accepted', 'declined']),
    );
    const applied = new Set(
      (await db.select().from(jobApplications)).map((a) => `${a.jobPostId}:${a.jobseekerId}`),
    );
    for (const r of rows) {
      expect(r.employerId).toBe(r.owner);
      expect(r.createdAt.getTime()).toBeGreaterThan(r.postCreatedAt.getTime());
      expect(applied.has(`${r.jobPostId}:${r.jobseekerId}`)).toBe(r.status === 'accepted');
      expect(r.answeredAt === null).toBe(r.status === 'pending');
    }
    // The invited person sees them on their invitations page.
    const invited = rows.find((r) => r.status === 'pending');
    const email = [...seedUsers].find(([, u]) => u.id === invited?.jobseekerId)?.[0];
    const token = (
      await api.visitor.post('/api/auth/login', { email, password: DEMO_PASSWORD })
    ).json().accessToken;
    const list = await api.as(token).get('/api/invitations');
    expect(list.statusCode).toBe(200);
    expect(list.json().some((i: { status: string }) => i.status === 'pending')).toBe(true);
  });

  it('has reviews both ways on accepted applications, and ratings from them', async () => {
    const db = m.database.db;
    const rows = await db
      .select({
        applicationId: reviews.jobApplicationId,
        reviewerRole: users.role,
        status: jobApplications.status,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .innerJoin(jobApplications, eq(jobApplications.id, reviews.jobApplicationId));
    expect(rows.every((r) => r.status === 'Accepted')).toBe(true);
    expect(rows.filter((r) => r.reviewerRole === 'jobseeker').length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.reviewerRole === 'employer').length).toBeGreaterThan(5);

    // Ratings follow the reviews, so Find Talent has a ranking to show.
    const talents = (await api.visitor.get('/api/talents?limit=100')).json();
    expect(talents.total).toBe(DEMO_JOBSEEKERS.length);
    const rated = talents.data.filter((r: { average_rating: number | null }) => r.average_rating);
    expect(rated.length).toBeGreaterThan(5);
    const seeker = talents.data[0];
    const received = (await api.visitor.get(`/api/reviews/user/${seeker.id}`)).json();
    const mean = received.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0);
    expect(seeker.average_rating).toBeCloseTo(mean / received.length, 2);
    expect((await api.visitor.get('/api/talents?skills=shopify')).json().total).toBeGreaterThan(0);
  });

  it('has conversations on accepted applications only, both ways, some of them unread', async () => {
    const db = m.database.db;
    const messages = await db
      .select({
        applicationId: chatMessages.jobApplicationId,
        senderId: chatMessages.senderId,
        recipientId: chatMessages.recipientId,
        isRead: chatMessages.isRead,
        createdAt: chatMessages.createdAt,
        status: jobApplications.status,
        jobseekerId: jobApplications.jobseekerId,
        employerId: jobPosts.employerId,
        decidedAt: jobApplications.updatedAt,
      })
      .from(chatMessages)
      .innerJoin(jobApplications, eq(jobApplications.id, chatMessages.jobApplicationId))
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId));
    expect(new Set(messages.map((m) => m.applicationId)).size).toBeGreaterThan(5);
    for (const m of messages) {
      expect(m.status).toBe('Accepted');
      expect([m.senderId, m.recipientId].sort()).toEqual([m.jobseekerId, m.employerId].sort());
      expect(m.createdAt.getTime()).toBeGreaterThan(m.decidedAt.getTime());
      expect(m.createdAt.getTime()).toBeLessThan(Date.now());
    }
    expect(messages.some((m) => m.senderId === m.employerId)).toBe(true);
    expect(messages.some((m) => m.senderId === m.jobseekerId)).toBe(true);
    const unread = messages.filter((m) => !m.isRead);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(messages.length);

    // A demo member with an unread message sees it in the chat list and the badge.
    const unreadBy = new Set(unread.map((m) => m.recipientId));
    const recipient = seed.logins.find((l) => unreadBy.has(seedUsers.get(l.email)?.id ?? -1));
    expect(recipient).toBeDefined();
    const token = (
      await api.visitor.post('/api/auth/login', {
        email: recipient?.email,
        password: seed.password,
      })
    ).json().accessToken;
    const badge = await api.as(token).get('/api/chats/unread-count');
    expect(badge.json().count).toBeGreaterThan(0);
    const chats = await api.as(token).get('/api/chats');
    expect(chats.json().some((c: { unread_count: number }) => c.unread_count > 0)).toBe(true);
  });

  it('fills the moderation queue: feedback, and complaints in every status about others', async () => {
    const token = (
      await api.visitor.post('/api/auth/login', {
        email: DEMO_ADMIN.email,
        password: seed.password,
      })
    ).json().accessToken;
    const feedbackRows = (await api.as(token).get('/api/feedback')).json<
      { message: string; user: { username: string } | null }[]
    >();
    expect(feedbackRows.length).toBeGreaterThanOrEqual(5);
    expect(feedbackRows.every((f) => f.user !== null && f.message.length > 0)).toBe(true);

    const complaintRows = (await api.as(token).get('/api/admin/complaints')).json<
      {
        status: string;
        complainant: { username: string } | null;
        job_post_id: number | null;
        job_post: { title: string } | null;
        profile_id: number | null;
        resolution_comment: string | null;
      }[]
    >();
    expect(new Set(complaintRows.map((c) => c.status))).toEqual(
      new Set(['Pending', 'Resolved', 'Rejected']),
    );
    expect(complaintRows.some((c) => c.job_post !== null)).toBe(true);
    expect(complaintRows.some((c) => c.profile_id !== null)).toBe(true);
    const people = await m.database.db
      .select({ id: users.id, username: users.username })
      .from(users);
    const idOf = new Map(people.map((p) => [p.username, p.id]));
    const owners = new Map(
      (
        await m.database.db
          .select({ id: jobPosts.id, employerId: jobPosts.employerId })
          .from(jobPosts)
      ).map((j) => [j.id, j.employerId]),
    );
    for (const c of complaintRows) {
      const by = idOf.get(c.complainant?.username ?? '');
      expect(by).toBeDefined();
      expect(c.profile_id).not.toBe(by);
      if (c.job_post_id !== null) expect(owners.get(c.job_post_id)).not.toBe(by);
      expect(c.resolution_comment !== null).toBe(c.status !== 'Pending');
    }
  });
});
