import { Validator } from '@seriousme/openapi-schema-validator';
import { expect } from '@playwright/test';
import { test } from './helpers';

test('the OpenAPI description is a valid OpenAPI 3.1 document', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.ok()).toBe(true);
  const result = await new Validator().validate((await response.json()) as Parameters<Validator['validate']>[0]);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

test('the API reference page renders the description under its own policy', async ({ page, cspViolations }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Archive API', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('GET /api/config').first()).toBeVisible();
  await page.getByText('Documents', { exact: true }).first().click();
  await expect(page.getByText('POST /api/organizations/{organizationId}/documents').first()).toBeVisible();
  // Scalar's hosted extras (its AI agent, MCP generation, developer tools) would call Scalar's services: not offered.
  await expect(page.getByRole('button', { name: /ask ai|mcp/i })).toHaveCount(0);
  await expect(page.getByText(/ask ai|generate mcp/i)).toHaveCount(0);
  // The renderer's bundle probes once whether it may compile code at run time; the page's policy says
  // no, and it renders without. Nothing else may be refused.
  expect(cspViolations.filter((violation) => !/script-src blocked eval/.test(violation))).toEqual([]);
  cspViolations.length = 0;
});
