import { expectNoViolations } from './support/a11y.ts';
import { auth, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/**
 * Plans and payments, the employer's side without online payment (docs/decisions/055): the
 * Free plan's one post a month, the notice that takes the form's place at the limit, a plan
 * request from the pricing page and its withdrawal, and Billing on the profile.
 */

test('a Free employer at the limit is told before the form, requests Pro with a note and withdraws it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await registerViaApi(request, 'employer', 'planner', { plan: 'free' });

  // Before any post: the form, with the quiet count above it.
  await openSignedIn(page, employer.token, '/post-job');
  // The first page of a journey on a busy machine: its chunks and three reads.
  await expect(page.getByText('1 of 1 job post left this month on Free.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Post Job' })).toBeVisible();

  await createApprovedJob(request, employer, `Inbox Manager ${Date.now().toString(36)}`);

  // At the limit: the API's words and the way up, and no form to fill in for nothing.
  await page.goto('/post-job');
  const notice = page.getByRole('region', { name: 'You have used this month’s job posts' });
  await expect(notice).toContainText(
    /Your Free plan includes 1 job post a month and you have used it this month\. You can post again on \w+ \d{1,2}, \d{4}, or upgrade to Pro for 10 job posts a month\./,
  );
  await expect(page.getByRole('button', { name: 'Post Job' })).toHaveCount(0);
  await expect(page.getByLabel('Job title')).toHaveCount(0);
  await expect(notice.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  await expectNoViolations(page, '/post-job at the plan limit');
  await notice.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  // The pricing page knows the plan in force, and without online payment Pro is asked for.
  const free = page.getByRole('listitem', { name: 'Free' });
  const pro = page.getByRole('listitem', { name: 'Pro' });
  await expect(free.getByText('Current plan')).toBeVisible();
  await expect(free.getByText('0 of 1 job post left this month')).toBeVisible();
  await expectNoViolations(page, '/pricing as an employer');
  await pro.getByRole('button', { name: 'Choose Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request the Pro plan' });
  await expect(dialog).toBeVisible();
  const note = dialog.getByLabel('Note (optional)');
  await expect(note).toBeFocused();
  await note.fill('We hire three assistants this quarter.');
  await expect(dialog.getByText('38 / 1,000 characters')).toBeVisible();
  await expectNoViolations(page, 'the plan request dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();

  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent.getByRole('status')).toContainText(
    `Your request for the Pro plan was sent. An admin will reply by e-mail to ${employer.email}.`,
  );
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(sent).toBeHidden();
  // Choose Pro is gone; the focus lands on the request that took its place.
  await expect(pro.getByRole('button', { name: 'Withdraw the Pro request' })).toBeFocused();

  // The request waits: the Pro card says so, and Enterprise cannot be asked for beside it.
  await expect(
    pro.getByText(/You asked for the Pro plan on .+\. An admin will reply by e-mail\./),
  ).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Choose Pro' })).toHaveCount(0);
  const enterprise = page.getByRole('listitem', { name: 'Enterprise' });
  await expect(
    enterprise.getByText('You asked for Pro. Withdraw that request to ask for Enterprise instead.'),
  ).toBeVisible();
  await expectNoViolations(page, '/pricing with a pending request');
  const billing = await ok<{ pending_request: { note: string } | null }>(
    'billing',
    await request.get('/api/billing', { headers: auth(employer.token) }),
  );
  expect(billing.pending_request?.note).toBe('We hire three assistants this quarter.');

  // The profile's Billing shows the plan, the month's posts and the request.
  await page.goto('/profile#billing');
  const section = page.getByRole('region', { name: 'Billing' });
  await expect(section.getByText('Free plan')).toBeVisible();
  await expect(section.getByText('1 of 1 job post used this month')).toBeVisible();
  await expect(section.getByText(/^0 left · resets on \w+ 1, \d{4}$/)).toBeVisible();
  await expect(section.getByText('No invoices yet.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(section.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  await expect(section).toBeInViewport();
  await expectNoViolations(page, '/profile billing');

  // Withdrawn there, Pro can be chosen again on the pricing page.
  await section.getByRole('button', { name: 'Withdraw the Pro request' }).click();
  await expect(section.getByText(/You asked for the Pro plan/)).toHaveCount(0);
  await page.goto('/pricing');
  await expect(pro.getByRole('button', { name: 'Choose Pro' })).toBeVisible();
  await expect(enterprise.getByRole('button', { name: 'Choose Enterprise' })).toBeVisible();
});

test('withdrawing on the pricing page brings back Choose Pro', async ({ page, request }) => {
  const employer = await registerViaApi(request, 'employer', 'withdrawer', { plan: 'free' });
  await ok(
    'plan request',
    await request.post('/api/billing/plan-requests', {
      data: { plan: 'pro' },
      headers: auth(employer.token),
    }),
  );
  await openSignedIn(page, employer.token, '/pricing');
  const pro = page.getByRole('listitem', { name: 'Pro' });
  await pro.getByRole('button', { name: 'Withdraw the Pro request' }).click();
  await expect(pro.getByRole('button', { name: 'Choose Pro' })).toBeVisible();
});

test('a visitor is sent to employer sign-up from every plan, and a jobseeker is told plans are for employers', async ({
  page,
  request,
}) => {
  await page.goto('/pricing');
  for (const [plan, label] of [
    ['Free', 'Start for free'],
    ['Pro', 'Choose Pro'],
    ['Enterprise', 'Choose Enterprise'],
  ] as const) {
    await expect(
      page.getByRole('listitem', { name: plan }).getByRole('link', { name: label }),
    ).toHaveAttribute('href', '/register/employer');
  }
  await page.getByRole('button', { name: 'How do I move to Pro or Enterprise?' }).click();
  await expect(page.getByText(/send us a plan request from this page/)).toBeVisible();
  await expectNoViolations(page, '/pricing as a visitor');

  const jobseeker = await registerViaApi(request, 'jobseeker', 'plansjs');
  await openSignedIn(page, jobseeker.token, '/pricing');
  await expect(
    page.getByText(
      'Plans are for employer accounts. As a jobseeker you use TalentBridge for free, always.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Choose/ })).toHaveCount(0);
});

test('a post refused at the limit on submit keeps what was typed and shows the API’s words', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'racer', { plan: 'free' });
  await openSignedIn(page, employer.token, '/post-job');
  await expect(page.getByRole('button', { name: 'Post Job' })).toBeVisible({ timeout: 20_000 });
  // Another tab used the month's post after this page loaded.
  await createApprovedJob(request, employer, `Bookkeeper ${Date.now().toString(36)}`);

  const title = 'Calendar and inbox assistant';
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Location').fill('Remote');
  await page.getByLabel('Salary (USD per hour)').fill('14');
  await page.getByLabel('Job type').selectOption('Part-time');
  const editor = page.getByRole('textbox', { name: 'Job description' });
  await expect(editor.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(
    'Keep two calendars in order, answer routine e-mails within a day, book travel and meetings, and send a short summary of open items every Friday afternoon.',
  );
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your Free plan includes 1 job post a month and you have used it this month.',
  );
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/pricing',
  );
});

test('where online payment is set up, Choose Pro opens Checkout and a refusal shows on the card', async ({
  page,
  request,
}) => {
  // Stripe is not configured in the journeys: the API's own reply, with Checkout on, and the
  // checkout route answered here (its server side is tested with Stripe's stand-in).
  const employer = await registerViaApi(request, 'employer', 'payer', { plan: 'free' });
  const real = await ok<Record<string, unknown>>(
    'billing',
    await request.get('/api/billing', { headers: auth(employer.token) }),
  );
  await page.route('**/api/billing', (route) =>
    route.fulfill({ json: { ...real, checkout_available: true } }),
  );
  let answer: { status: number; json: unknown } = {
    status: 409,
    json: {
      statusCode: 409,
      error: 'Conflict',
      message: 'You already have a subscription. Use Manage billing to change or cancel it.',
      code: 'CONFLICT',
    },
  };
  const asked: unknown[] = [];
  await page.route('**/api/billing/checkout', (route) => {
    asked.push(route.request().postDataJSON());
    return route.fulfill(answer);
  });

  await openSignedIn(page, employer.token, '/pricing');
  const pro = page.getByRole('listitem', { name: 'Pro' });
  await expect(
    pro.getByText('Pay by card on Stripe’s secure page; cancel at any time.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await pro.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(pro.getByRole('alert')).toHaveText(
    'You already have a subscription. Use Manage billing to change or cancel it.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  answer = { status: 200, json: { url: '/robots.txt?from=checkout' } };
  await pro.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/robots\.txt\?from=checkout$/);
  expect(asked).toEqual([{ plan: 'pro' }, { plan: 'pro' }]);
});
