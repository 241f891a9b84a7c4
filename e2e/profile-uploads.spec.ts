import { MESSAGES } from '../src/shared/messages.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { PNG, photoPng } from './support/files.ts';
import { expect, test } from './support/test.ts';

/** The smallest PDF a viewer opens: one empty page. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

test('a jobseeker uploads an avatar, which then shows, after the checks refuse bad files', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'jobseeker', 'avatar');
  await openSignedIn(page, account.token, '/profile');

  const upload = page.getByRole('button', { name: 'Upload Avatar' });
  await upload.click();
  await expect(page.getByText(MESSAGES.uploadMissing)).toBeVisible();

  const input = page.getByLabel('Choose a photo');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await upload.click();
  await expect(page.getByText(MESSAGES.avatarInvalid)).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photoPng() });
  await upload.click();
  await expect(page.getByText(MESSAGES.avatarUploaded)).toBeVisible();

  const avatar = page.getByRole('img', { name: `Avatar of ${account.username}` });
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/[a-f0-9]+\.png$/);
  // Loaded for real (same origin, allowed by the CSP), not a broken image.
  await expect
    .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // What the browser fetched is a thumbnail for the drawn size, not the upload (decisions/064).
  const thumbnail = /^http:\/\/[^/]+\/uploads\/avatars\/[a-f0-9]+\.png\?w=(64|128|256|384)$/;
  await expect
    .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).currentSrc))
    .toMatch(thumbnail);

  // Public: a visitor's view of the profile, drawn by the server, shows the same picture.
  const src = await avatar.getAttribute('src');
  await page.goto(`/users/${account.id}`);
  const shown = page.getByRole('img', { name: `Avatar of ${account.username}` });
  await expect(shown).toHaveAttribute('src', src ?? '');
  await expect
    .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect
    .poll(() => shown.evaluate((img) => (img as HTMLImageElement).currentSrc))
    .toMatch(thumbnail);
});

// The headless shell has no PDF viewer: it would download the PDF instead of showing it.
test('an employer uploads an identity document and sees it; a PDF opens in a new tab', {
  tag: '@full-browser',
}, async ({ page, request }) => {
  const account = await registerViaApi(request, 'employer', 'identity');
  await openSignedIn(page, account.token, '/profile');

  const section = page.getByRole('region', { name: 'Identity verification' });
  await expect(section.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(section.getByText('No document uploaded yet.')).toBeVisible();

  const upload = section.getByRole('button', { name: 'Upload Document' });
  await section
    .getByLabel('Identity document')
    .setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: PNG });
  await upload.click();
  await expect(section.getByText(MESSAGES.documentInvalid)).toBeVisible();

  await section
    .getByLabel('Identity document')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await upload.click();
  await expect(section.getByText(MESSAGES.documentUploaded)).toBeVisible();
  // Private: fetched with the token and shown from an object URL.
  const preview = section.getByRole('img', { name: 'Your identity document' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // The path itself answers nothing without the token.
  const path = (
    await (
      await request.get('/api/profile', { headers: { Authorization: `Bearer ${account.token}` } })
    ).json()
  ).identity_document as string;
  expect(path).toMatch(/^\/api\/files\/identity\/[a-f0-9]+\.png$/);
  expect((await request.get(path)).status()).toBe(401);

  await section
    .getByLabel('Replace document')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.click();
  await expect(section.getByText(MESSAGES.documentUploaded)).toBeVisible();
  await expect(section.getByText('Identity document (PDF)')).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await section.getByRole('link', { name: 'Open document' }).click();
  const popup = await popupPromise;
  expect(popup.url()).toMatch(/^blob:/);
  await popup.close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an upload success message is read out, stays to be read, then goes by itself or when the page changes mode (decisions/043)', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request, 'jobseeker', 'uploadnote');
    // The page's clock, moved on by the test instead of waited for.
    await page.clock.install();
    await openSignedIn(page, account.token, '/profile');

    const photo = page.locator('#profile-photo');
    await photo.getByLabel('Choose a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await photo.getByRole('button', { name: 'Upload Avatar' }).click();
    // In a live region that was on the page before the message arrived.
    const said = photo.locator('[aria-live="polite"]').getByText(MESSAGES.avatarUploaded);
    await expect(said).toBeVisible();
    await page.clock.fastForward(5_000);
    await expect(said).toBeVisible();
    await page.clock.fastForward(5_000);
    await expect(said).toHaveCount(0);

    // The identity document's message goes when the person opens the profile form.
    const identity = page.getByRole('region', { name: 'Identity verification' });
    await identity
      .getByLabel('Identity document')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await identity.getByRole('button', { name: 'Upload Document' }).click();
    await expect(identity.getByText(MESSAGES.documentUploaded)).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await expect(identity.getByText(MESSAGES.documentUploaded)).toHaveCount(0);
  });
});
