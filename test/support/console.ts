import { readFile } from 'node:fs/promises';
import { expect, inject } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoAccountsFile, parseDemoAccountsFile } from '../../infra/src/identity/demo-accounts.ts';
import { site } from './http.ts';

export type Account = 'reviewer' | 'admin' | 'venue-manager';

let passwords: Promise<Partial<Record<Account, string>>> | undefined;
/** A demo account's password, from the development provider's demo-accounts.txt. */
export const passwordOf = async (account: Account) => {
  passwords ??= readFile(demoAccountsFile(inject('stack').identityStateDir), 'utf8').then(parseDemoAccountsFile);
  return (await passwords)[account]!;
};

/** A browser of its own (its own cookies), with page errors collected; a phone's width when asked. */
export async function freshPage(
  browser: Browser,
  viewport = { width: 1100, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Opens a console page signed out, signs in on the development provider's own login page, and lands back there. */
export async function signIn(page: Page, account: Account, path: string) {
  await page.goto(site(path));
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(await passwordOf(account));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.href.startsWith(site(path)));
}

/** axe-core in the page: no violation at all, of any impact. */
export async function expectNoAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
    ),
    page.url(),
  ).toEqual([]);
}

/** The page fits its viewport's width: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = (await page.evaluate('({ content: document.documentElement.scrollWidth, viewport: window.innerWidth })')) as {
    content: number;
    viewport: number;
  };
  expect(widths.content, page.url()).toBeLessThanOrEqual(widths.viewport);
}
