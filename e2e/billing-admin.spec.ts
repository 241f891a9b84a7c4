import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import {
  type Account,
  auth,
  loginViaApi,
  ok,
  openSignedIn,
  registerViaApi,
} from './support/api.ts';
import { expect, test } from './support/test.ts';

/**
 * The admin side of plans (docs/decisions/055): the Plans tab's queue of plan requests, granted
 * or refused in a dialog; an employer's plan on the Users tab and Set Plan; the dashboard's real
 * subscription figures once any employer has had a paid plan.
 */

// A plan's last day is a day in the employer's zone (UTC for these new accounts); the console
// shows it in the browser's, so both are UTC here.
test.use({ timezoneId: 'UTC' });

async function askForPlan(
  request: Parameters<typeof registerViaApi>[0],
  employer: Account,
  plan: 'pro' | 'enterprise',
  note?: string,
) {
  return ok<{ id: number }>(
    'plan request',
    await request.post('/api/billing/plan-requests', {
      data: { plan, note },
      headers: auth(employer.token),
    }),
  );
}

test('an admin grants Pro from the queue, sees it on the Users tab and the dashboard, then sets Free', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'plan_grant', { plan: 'free' });
  await askForPlan(request, employer, 'pro', 'We are hiring five support agents this month.');
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/admin?tab=plans');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible();

  const row = main.getByRole('row').filter({ hasText: employer.email });
  await expect(row).toContainText('We are hiring five support agents this month.');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^Pro\s*Now on Free$/);
  await expectNoViolations(page, 'the Plans tab with a request waiting');

  await row.getByRole('button', { name: `Grant Pro to ${employer.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Grant Pro to ${employer.username}` });
  const lastDay = dialog.getByLabel('Last day of the plan (optional)');
  await expect(lastDay).toHaveValue('');
  await expectNoViolations(page, 'the Grant dialog');
  await dialog.getByRole('button', { name: 'Grant Pro' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status')).toHaveText(
    `${employer.username} is now on the Pro plan with no end date. They were e-mailed.`,
  );
  await expect(row).toHaveCount(0);
  // The empty state, unless a journey running beside this one has a request waiting.
  const waiting = await ok<unknown[]>(
    'plan requests',
    await request.get('/api/admin/plan-requests', { headers: auth(admin) }),
  );
  if (waiting.length === 0) {
    await expect(main.getByText('No plan requests are waiting', { exact: true })).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);
    await expectNoViolations(page, 'the Plans tab with an empty queue');
  } else {
    await expect(main.getByRole('table').getByRole('row')).toHaveCount(waiting.length + 1);
  }

  // Answered requests are listed by status.
  await main.getByRole('link', { name: 'Granted', exact: true }).click();
  const granted = main.getByRole('row').filter({ hasText: employer.email });
  await expect(granted).toContainText('Granted');
  await expect(granted.getByRole('cell').nth(1)).toHaveText(/^Pro\s*Now on Pro$/);

  // The Users tab shows the plan under the role.
  await page.goto(`/admin?tab=users&search=${employer.username}`);
  const user = main.getByRole('row').filter({ hasText: employer.email });
  await expect(user.getByRole('cell').nth(2)).toHaveText('EmployerPro plan');

  // The dashboard's figures are real now: at least this Pro employer, and the revenue in dollars.
  await page.goto('/admin');
  const section = main.getByRole('region', { name: 'Signups by country and subscriptions' });
  const figure = (label: string) =>
    section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(figure('Pro employers')).toHaveText(/^\d[\d,]*$/);
  expect(Number((await figure('Pro employers').innerText()).replace(/,/g, ''))).toBeGreaterThan(0);
  await expect(figure('Monthly recurring revenue')).toHaveText(/^\$\d[\d,]*(\.\d\d)?$/);
  await expect(section.getByText('Subscriptions (estimate)')).toHaveCount(0);
  // The country split stays the spec's placeholder, labelled so.
  await expect(section.getByText('Estimate', { exact: true })).toBeVisible();
  await expect(
    section.getByRole('region', { name: 'Signups by country (estimated split)' }),
  ).toBeVisible();
  await expect(
    section.getByRole('link', { name: /plan requests? waiting|^Plans$/ }),
  ).toHaveAttribute('href', '/admin?tab=plans');
  await expectNoViolations(page, 'the dashboard with real subscription figures');

  // Set Plan: Enterprise to a last day, then Free, whose last day cannot be set.
  await page.goto(`/admin?tab=users&search=${employer.username}`);
  const openSetPlan = async () => {
    await user.getByRole('button', { name: `Actions for ${employer.username}` }).click();
    await page.getByRole('menuitem', { name: 'Set Plan' }).click();
    return page.getByRole('dialog', { name: `Set the plan of ${employer.username}` });
  };
  let setPlan = await openSetPlan();
  await expect(setPlan.getByLabel('Plan', { exact: true })).toHaveValue('pro');
  await expect(setPlan.getByLabel('Last day of the plan (optional)')).toHaveValue('');
  await expectNoViolations(page, 'the Set Plan dialog');
  const year = new Date().getFullYear() + 1;
  await setPlan.getByLabel('Plan', { exact: true }).selectOption('enterprise');
  await setPlan.getByLabel('Last day of the plan (optional)').fill(`${year}-01-31`);
  await setPlan.getByRole('button', { name: 'Set Plan' }).click();
  await expect(setPlan).toBeHidden();
  await expect(main.getByRole('status')).toHaveText(
    `${employer.username} is now on the Enterprise plan until January 31, ${year}. They were e-mailed.`,
  );
  await expect(user.getByRole('cell').nth(2)).toHaveText(
    `EmployerEnterprise planuntil Jan 31, ${year}`,
  );

  setPlan = await openSetPlan();
  await expect(setPlan.getByLabel('Last day of the plan (optional)')).toHaveValue(`${year}-01-31`);
  await setPlan.getByLabel('Plan', { exact: true }).selectOption('free');
  await expect(setPlan.getByLabel('Last day of the plan (optional)')).toBeDisabled();
  await expect(setPlan.getByLabel('Last day of the plan (optional)')).toHaveValue('');
  await setPlan.getByRole('button', { name: 'Set Plan' }).click();
  await expect(setPlan).toBeHidden();
  await expect(main.getByRole('status')).toHaveText(
    `${employer.username} is now on the Free plan. They were e-mailed.`,
  );
  await expect(user.getByRole('cell').nth(2)).toHaveText('EmployerFree plan');

  // The employer's own overview agrees.
  const overview = await ok<{ plan: string }>(
    'billing overview',
    await request.get('/api/billing', { headers: auth(employer.token) }),
  );
  expect(overview.plan).toBe('free');
});

test('an admin refuses a request with a note; the plan stays and the request is listed as refused', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'plan_refuse', { plan: 'free' });
  await askForPlan(request, employer, 'enterprise');
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/admin?tab=plans');
  const main = page.getByRole('main');
  const row = main.getByRole('row').filter({ hasText: employer.email });
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^Enterprise\s*Now on Free$/);

  await row.getByRole('button', { name: `Refuse the request of ${employer.username}` }).click();
  const dialog = page.getByRole('dialog', {
    name: `Refuse the Enterprise request of ${employer.username}`,
  });
  await dialog.getByLabel('Note to the employer (optional)').fill('Please start with Pro.');
  await expectNoViolations(page, 'the Refuse dialog');
  await dialog.getByRole('button', { name: 'Refuse request' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status')).toHaveText(
    `The request of ${employer.username} for Enterprise was refused. They were e-mailed.`,
  );
  await expect(row).toHaveCount(0);

  await main.getByRole('link', { name: 'Refused', exact: true }).click();
  await expect(page).toHaveURL(/status=refused/);
  const refused = main.getByRole('row').filter({ hasText: employer.email });
  await expect(refused).toContainText('Please start with Pro.');
  await expect(refused.getByRole('cell').nth(1)).toHaveText(/^Enterprise\s*Now on Free$/);

  // A request withdrawn while the admin looks at it: the dialog says so, in the server's words.
  const again = await askForPlan(request, employer, 'pro');
  await page.goto('/admin?tab=plans');
  const next = main.getByRole('row').filter({ hasText: employer.email });
  await next.getByRole('button', { name: `Grant Pro to ${employer.username}` }).click();
  const grant = page.getByRole('dialog', { name: `Grant Pro to ${employer.username}` });
  await ok(
    'withdraw',
    await request.post(`/api/billing/plan-requests/${again.id}/withdraw`, {
      headers: auth(employer.token),
    }),
  );
  await grant.getByRole('button', { name: 'Grant Pro' }).click();
  await expect(grant.getByRole('alert')).toHaveText('This plan request has been answered already.');
  await grant.getByRole('button', { name: 'Cancel' }).click();
  const overview = await ok<{ plan: string; pending_request: unknown }>(
    'billing overview',
    await request.get('/api/billing', { headers: auth(employer.token) }),
  );
  expect(overview).toMatchObject({ plan: 'free', pending_request: null });
});

/**
 * What breaks a layout (docs/decisions/042): the page scrolling sideways, a cell whose content is
 * cut, and where every column must fit (`isWide`), a table wider than its scrolling region.
 */
async function widthProblems(page: Page, isWide: boolean) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  return page.evaluate((wide) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push('the page scrolls sideways');
    for (const cell of document.querySelectorAll<HTMLElement>('main th, main td')) {
      if (cell.scrollWidth > cell.clientWidth + 1) {
        found.push(`cell "${cell.textContent?.trim().slice(0, 40)}"`);
      }
    }
    if (wide) {
      for (const table of document.querySelectorAll<HTMLElement>('main table')) {
        const region = table.parentElement as HTMLElement;
        if (region.scrollWidth > region.clientWidth + 1) {
          found.push(`table "${table.querySelector('caption')?.textContent?.trim()}" scrolls`);
        }
      }
    }
    return found;
  }, isWide);
}

test.describe('the Plans tab at both ends of the widths', () => {
  for (const width of [390, 1280]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test('the page never scrolls sideways and no cell is cut; the actions sit side by side', async ({
        page,
        request,
      }) => {
        const employer = await registerViaApi(request, 'employer', 'plan_width', { plan: 'free' });
        await ok(
          'company name',
          await request.put('/api/profile', {
            data: { company_name: 'Bright Harbour Recruiting International Ltd' },
            headers: auth(employer.token),
          }),
        );
        const asked = await askForPlan(
          request,
          employer,
          'pro',
          'We are hiring five customer support agents this month and need more than one post. Could you also send an invoice to accounts@brightharbour.example?',
        );
        const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
        await openSignedIn(page, admin, '/admin?tab=plans');
        const row = page.getByRole('main').getByRole('row').filter({ hasText: employer.email });
        const grant = row.getByRole('button', { name: `Grant Pro to ${employer.username}` });
        const refuse = row.getByRole('button', {
          name: `Refuse the request of ${employer.username}`,
        });
        await expect(grant).toBeVisible();
        expect(await widthProblems(page, width === 1280)).toEqual([]);
        const [a, b] = [await grant.boundingBox(), await refuse.boundingBox()];
        expect(a?.y).toBe(b?.y);
        if (width === 1280) {
          // The Users tab's Role cell with a plan's last day under it fits too.
          const lastDay = `${new Date().getFullYear() + 1}-12-31`;
          await ok(
            'set plan',
            await request.post(`/api/admin/users/${employer.id}/plan`, {
              data: { plan: 'enterprise', until: lastDay },
              headers: auth(admin),
            }),
          );
          await page.goto(`/admin?tab=users&search=${employer.username}`);
          await expect(page.getByRole('main').getByText(/^until Dec 31, \d{4}$/)).toBeVisible();
          expect(await widthProblems(page, true)).toEqual([]);
        }
        // Answered, so that the queue is left as it was.
        await ok(
          'refuse',
          await request.post(`/api/admin/plan-requests/${asked.id}/refuse`, {
            data: {},
            headers: auth(admin),
          }),
        );
      });
    });
  }
});
