import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';

/** Another api facade process, in front of the running gateway, as a deployment would start it. */
async function startFacade() {
  const { gateway, issuer, audience, site } = inject('stack');
  const child = spawn(process.execPath, ['--import', 'tsx', repoPath('facades/api/src/main.ts')], {
    cwd: repoPath(''),
    // Vitest puts Vite's BASE_URL ('/') in process.env: give the facade a real one.
    env: { ...process.env, BASE_URL: inject('stack').api, PORT: '0', SUBMIT_LIMIT_PER_IP: '100000', SUBMIT_LIMIT_PER_DOMAIN: '100000', GATEWAY_URL: gateway, OIDC_ISSUER: issuer, OIDC_AUDIENCE: audience, SITE_URL: site, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: { type?: string; port?: number }) => message.type === 'ready' && resolve(message.port!));
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr.replace(/\n/g, ' | ')}`)));
  });
  return { child, exited, url: `http://127.0.0.1:${port}` };
}

describe('SIGTERM', () => {
  it('during a slow request: the request completes, new connections are refused, and the process exits 0', async () => {
    const facade = await startFacade();
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
