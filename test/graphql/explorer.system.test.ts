import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshot, watchPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe("the gateway's explorer (GraphiQL, development)", () => {
  it('loads every script and style from the gateway itself, and runs a query typed into it', async () => {
    const gateway = new URL(inject('stack').gateway);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { requested, refused } = watchPage(page);
    try {
      const answer = await page.goto(gateway.href);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'/);

      const editor = page.locator('.graphiql-query-editor .CodeMirror').first();
      await editor.waitFor();
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type('query Categories { eventCategories { id label } }');
      const result = page.locator('.graphiql-response .CodeMirror');
      // GraphiQL reads the operation's name from the editor a moment after typing: run until it answers this one.
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: /execute query/i }).click();
            return result.textContent();
          },
          { timeout: 15_000, interval: 500 },
        )
        .toMatch(/"id": "music"/);
      await screenshot(page, 'graphql-explorer');

      expect(requested.length).toBeGreaterThan(4);
      expect(requested.filter((url) => new URL(url).origin !== gateway.origin && !url.startsWith('data:'))).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the explorer's files are served with their types; other paths under it are 404", async () => {
    const base = `${inject('stack').gateway}/explorer/`;
    for (const [file, type] of [
      ['graphiql.js', 'text/javascript'],
      ['graphiql.css', 'text/css'],
      ['react.js', 'text/javascript'],
      ['start.js', 'text/javascript'],
    ]) {
      const response = await fetch(`${base}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toContain(type);
    }
    expect((await fetch(`${base}..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}nothing.js`)).status).toBe(404);
  });
});
