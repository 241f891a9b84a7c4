import { MESSAGES } from '../src/shared/messages.ts';
import { expectNoViolations } from './support/a11y.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { expect, test } from './support/test.ts';

/** Post a Job on a phone (docs/decisions/040): the hints tell the truth as the employer types. */
test.use({ viewport: { width: 390, height: 844 } });

const DUTIES =
  'Answer customer e-mails within four hours, keep our help-centre articles current, tag and ' +
  'route tickets to the right team and write a short weekly summary of common questions.';

test('typing in a new description starts under the first heading, not inside it', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'caret');
  await openSignedIn(page, employer.token, '/post-job');
  const editor = page.getByRole('textbox', { name: 'Job description' });
  // The editor loads after the form (a lazy chunk): the label can only hand it the caret once
  // it is there and editable.
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  // The label puts the caret in the empty paragraph under 'Responsibilities'.
  await page.getByText('Job description', { exact: true }).click();
  await page.keyboard.type('Answer mail');
  await expect(
    editor.getByRole('heading', { name: 'Responsibilities', exact: true }),
  ).toBeVisible();
  await expect(editor.locator('p', { hasText: 'Answer mail' })).toHaveCount(1);
  // So does reaching the box by keyboard (focus without a click).
  await page.reload();
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.focus();
  await page.keyboard.type('Route tickets');
  await expect(
    editor.getByRole('heading', { name: 'Responsibilities', exact: true }),
  ).toBeVisible();
  await expect(editor.locator('p', { hasText: 'Route tickets' })).toHaveCount(1);
});

test('the description hints are a live checklist that ticks only what is met', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'checklist');
  await openSignedIn(page, employer.token, '/post-job');
  const checklist = page.getByRole('list', { name: 'Description checklist' });
  const length = checklist.getByRole('listitem').filter({ hasText: 'At least 150 characters' });
  const contact = checklist.getByRole('listitem').filter({ hasText: 'No contact info' });
  const editor = page.getByRole('textbox', { name: 'Job description' });
  await expect(editor).toHaveAccessibleDescription(/No contact info/);

  // The label puts the caret in the empty paragraph under 'Responsibilities'.
  await page.getByText('Job description', { exact: true }).click();
  await page.keyboard.type('Answer mail');
  await expect(
    editor.getByRole('heading', { name: 'Responsibilities', exact: true }),
  ).toBeVisible();
  await expect(editor.locator('p', { hasText: 'Answer mail' })).toHaveCount(1);

  // Short: not ticked, and it says so in words, not only in colour.
  await expect(length).toContainText('Not yet');
  await expect(length).not.toContainText('Done');
  await expect(length).toContainText(/\d+ of 150 so far/);
  await expect(contact).toContainText('Done');

  await page.keyboard.type(` ${DUTIES} Write to boss@example.com.`);
  await expect(length).toContainText('Done');
  await expect(length).not.toContainText('so far');
  await expect(contact).toContainText('Not yet');
  await expect(contact).toContainText('1 sentence to rewrite, shown below');
  // A polite live region names the items whose state changed, not every key.
  await expect(
    page.getByRole('status').filter({ hasText: 'Not yet: No contact info.' }),
  ).toBeAttached();
  await expectNoViolations(page, 'Post a Job with the checklist, at 390 px');
});

test('an empty salary asks for the amount; a wrong one states the rule', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'salary');
  await openSignedIn(page, employer.token, '/post-job');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText(MESSAGES.jobSalaryRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.jobSalaryInvalid)).toHaveCount(0);
  await page.getByLabel('Salary (USD per hour)').fill('12.505');
  await expect(page.getByText(MESSAGES.jobSalaryInvalid)).toBeVisible();
  await page.getByLabel('Salary (USD per hour)').fill('12.50');
  await expect(page.getByText(MESSAGES.jobSalaryInvalid)).toHaveCount(0);
});

test('the formatting toolbar keeps its tools on one row on phones', async ({ page, request }) => {
  const employer = await registerViaApi(request, 'employer', 'toolbar');
  await openSignedIn(page, employer.token, '/post-job');
  const tools = page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button');
  await expect(tools).toHaveCount(8);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    const tops = await tools.evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `toolbar rows at ${width} px`).toBe(1);
  }
});
