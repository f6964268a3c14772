import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoPath } from '../../infra/src/paths.ts';

/** Where screenshots go: test artefacts, kept out of the repository. */
export const SCREENSHOTS = repoPath('test-artifacts/screenshots');

/** Debian's Chromium, headless, without the background networking a closed machine refuses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** axe-core run in the page: no serious or critical violation of WCAG 2.x A/AA or best practice. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`),
    page.url(),
  ).toEqual([]);
}

/**
 * What a page asked for and what went wrong in it: every request's URL, and each refusal of its Content Security
 * Policy or uncaught script error, as they happen.
 */
export function watchPage(page: Page): { requested: string[]; refused: string[] } {
  const watched = { requested: [] as string[], refused: [] as string[] };
  page.on('request', (request) => watched.requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) watched.refused.push(message.text());
  });
  page.on('pageerror', (error) => watched.refused.push(error.message));
  return watched;
}
