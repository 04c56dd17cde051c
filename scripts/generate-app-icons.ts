/**
 * Writes the installed app's icons (web/public/icons/) from the logo mark: 192 and 512 px, a 512 px
 * maskable one with the mark inside the safe zone, and a 180 px apple-touch-icon. Chromium draws
 * them (no image library needed). Run again when the mark changes:
 * `npx node --experimental-strip-types scripts/generate-app-icons.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const MARK = '<path d="M9 11h14v3H9zm1 4h12v9H10z" fill="#111"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#d8ff75"/>${MARK}</svg>`;
// Full bleed, the mark in the middle 60%: launchers cut maskable icons to their own shape.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#d8ff75"/><g transform="translate(16 16) scale(0.75) translate(-16 -17.5)">${MARK}</g></svg>`;
const ICONS = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const { file, size, svg } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  writeFileSync(
    path.join(import.meta.dirname, '../web/public/icons', file),
    await page.locator('svg').screenshot({ omitBackground: true }),
  );
}
await browser.close();
