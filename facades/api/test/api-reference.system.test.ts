import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshot, watchPage } from '../../../test/support/browser.ts';
import { api } from '../../../test/support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('/api/docs, the interactive reference (Swagger UI)', () => {
  it.each([
    ['a desktop', { width: 1280, height: 900 }],
    ['a phone', { width: 390, height: 844 }],
  ])(
    'on %s: everything from this API, no policy refusal, no axe-core violation, and a call tried from it answers',
    async (name, viewport) => {
      // The API itself, and the site for the sign-in settings its security scheme names.
      const allowed = [new URL(api('/')).origin, new URL(inject('stack').site).origin];
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const { requested, refused } = watchPage(page);
      try {
        await page.goto(api('/api/docs'));
        const operation = page.locator('#operations-events-listEventCategories');
        await operation.waitFor();
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`),
        ).toEqual([]);

        await operation.locator('.opblock-summary').click();
        await operation.getByRole('button', { name: 'Try it out' }).click();
        await operation.getByRole('button', { name: 'Execute' }).click();
        await expect
          .poll(async () => operation.locator('.live-responses-table tbody .response-col_status').first().textContent())
          .toMatch(/200/);
        await expect
          .poll(async () => operation.locator('.live-responses-table tbody .microlight').first().textContent())
          .toMatch(/"music"/);
        await screenshot(page, `api-reference-${name.replace(/\W+/g, '-')}`);

        expect(requested.filter((url) => !url.startsWith('data:') && !allowed.includes(new URL(url).origin))).toEqual([]);
        expect(refused).toEqual([]);
      } finally {
        await context.close();
      }
    },
    // axe-core over every operation of the reference: longer as the API grows, and beside other browser tests.
    90_000,
  );
});
