import { expect, type APIResponse } from '@playwright/test';
import { en, signUpAndOpenOrganization, test, importFiles } from './helpers';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const directives = headers['content-security-policy']!.split(';').map((directive) => directive.trim());
  expect(directives).toContain("frame-ancestors 'none'");
  expect(directives).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=');
}

/** A one-page PDF, small enough to write by hand. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 20 60 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

test('pages and assets carry the security headers; only hashed assets are cached for good', async ({ request }) => {
  const home = await request.get('/');
  expectSecurityHeaders(home);
  expect(home.headers()['cache-control']).not.toContain('immutable');
  expectSecurityHeaders(await request.get('/login'));

  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())![1]!;
  const assetResponse = await request.get(asset);
  expect(assetResponse.status()).toBe(200);
  expectSecurityHeaders(assetResponse);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/color-mode.js')).headers()['cache-control']).not.toContain('immutable');

  const api = await request.get('/api/config');
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('the policy refuses inline scripts, and a violation is reported', async ({ page, cspViolations }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inlineScriptRan = "yes"';
    document.head.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-inline-script-ran');
  // Provoked on purpose: the fixture must not fail this test for it.
  cspViolations.length = 0;
});

test('the colour mode script runs before the app', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('archive:color-mode', 'light'));
  // Without the app's bundle, only /color-mode.js can remove the default dark class.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('a PDF shows in the preview frame', async ({ page }) => {
  await signUpAndOpenOrganization(page, { name: 'Rosalind Franklin' });
  await importFiles(page, { name: 'photo-51.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Photo 51') });
  await page
    .getByRole('link', { name: /photo-51\.pdf/ })
    .first()
    .click();

  // The frame is made once its place comes near the screen, which the panels above it may push down as they load.
  await page.getByRole('region', { name: en.documents.preview.title }).scrollIntoViewIfNeeded();
  const preview = page.locator(`iframe[title="${en.documents.preview['pdf-label'].replace('{{name}}', 'photo-51.pdf')}"]`);
  await expect(preview).toBeVisible();
  const frame = (await (await preview.elementHandle())!.contentFrame())!;
  // A frame the file's policy refuses would show chrome-error://, and the fixture would see the violation.
  await expect.poll(() => frame.url()).toMatch(/\/documents\/doc_[a-z0-9]+\/file$/);
  // The browser's PDF viewer runs inside the frame.
  await expect.poll(() => frame.childFrames().length).toBeGreaterThan(0);
});
