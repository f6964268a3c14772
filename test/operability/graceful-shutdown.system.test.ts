import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiFacadeProcess } from '../support/facade.ts';

describe('SIGTERM', () => {
  it('during a slow request: the request completes, new connections are refused, and the process exits 0', async () => {
    const facade = await apiFacadeProcess();
    // The submit answer waits for its job; a page that never finishes makes it wait the whole five seconds.
    const started = Date.now();
    const slow = fetch(`${facade.url}/api/submit/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${inject('stack').fixtures.url}/slow?n=${randomUUID()}` }),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    facade.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${facade.url}/api/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();

    const response = await slow;
    expect(response.status).toBe(202);
    expect(((await response.json()) as { status: string }).status).toBe('accepted');
    expect(Date.now() - started).toBeGreaterThan(4000);
    expect(await facade.exited).toBe(0);
  });
});
