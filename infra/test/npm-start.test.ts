import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { repoPath } from '../src/paths.ts';
import { freePort } from '../src/ports.ts';

const run = promisify(execFile);

const PROCESSES = [
  'API',
  'SITE',
  'GATEWAY',
  'LOCATIONS',
  'EVENTS',
  'VENUES',
  'SUBMISSIONS',
  'IDENTITY',
  'EMBEDDED_POSTGRES',
  'MAIL_CATCHER',
] as const;

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Processes whose command line mentions `text` (the data folder appears in PostgreSQL's). */
const processesMentioning = (text: string) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    });

interface Started {
  child: ChildProcess;
  output: () => string;
}

/**
 * `npm start` as a newcomer runs it: no DATABASE_URL, so embedded PostgreSQL under DATA_DIR, and no REDIS_URL (the
 * test stack's facades keep their answers in CI's Redis under the same keys, and this stack would read them).
 */
async function npmStart(dataDir: string, ports: Record<(typeof PROCESSES)[number], number>): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.OIDC_ISSUER;
  delete env.SMTP_URL;
  for (const name of PROCESSES) env[`${name}_PORT`] = String(ports[name]);
  env.BASE_URL = `http://localhost:${ports.API}`;
  env.SITE_URL = `http://localhost:${ports.SITE}`;
  const child = spawn(process.execPath, ['--import', 'tsx', repoPath('infra/src/start.ts')], {
    cwd: repoPath(''),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, as in a terminal
  });
  let output = '';
  const started = { child, output: () => output };
  running.add(started);
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not started in time:\n${output}`)), 120_000);
    child.stdout!.on('data', () => {
      if (!output.includes('Press Ctrl-C')) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}:\n${output}`));
    });
  });
  return started;
}

/** What a terminal does on Ctrl-C: SIGINT to every process of the foreground group at once. */
async function ctrlC({ child }: Started): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  process.kill(-child.pid!, 'SIGINT');
  return exited;
}

const running = new Set<Started>();

describe('npm start', () => {
  let dataDir: string;
  afterAll(async () => {
    // A failed assertion must not leave a stack running: end whatever is still up, then its data.
    for (const started of running) if (started.child.exitCode === null) await ctrlC(started);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts everything on a fresh machine, prints the URLs, and Ctrl-C leaves nothing running; a second start reuses the data', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'local-events-start-'));
    await chmod(dataDir, 0o755); // as root, PostgreSQL runs as another user who must enter it
    const ports = Object.fromEntries(await Promise.all(PROCESSES.map(async (name) => [name, await freePort()]))) as Record<
      (typeof PROCESSES)[number],
      number
    >;

    const first = await npmStart(dataDir, ports);
    expect(first.output()).toContain(`http://localhost:${ports.API}/api/locations/list`);
    expect(first.output()).toContain(`http://localhost:${ports.GATEWAY}/graphql`);
    expect(first.output()).toContain('demo data seeded');
    expect(first.output()).toContain(`http://localhost:${ports.API}/api/mcp/events`);
    expect(first.output()).toContain(`${dataDir}/mail`);
    const health = await fetch(`http://127.0.0.1:${ports.API}/api/healthz`);
    expect(health.status).toBe(200);
    const zones = (await (await fetch(`http://127.0.0.1:${ports.API}/api/locations/list`)).json()) as { id: number; kind: string }[];
    expect(zones.length).toBeGreaterThan(10);
    const london = zones.find((zone) => zone.kind === 'city')!;
    const venues = (await await fetch(`http://127.0.0.1:${ports.GATEWAY}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ venues(zoneId: ${london.id}) { slug } }` }),
    }).then((response) => response.json())) as { data: { venues: { slug: string }[] } };
    const venue = (await (await fetch(`http://127.0.0.1:${ports.API}/api/p/venues/${venues.data.venues[0]!.slug}`)).json()) as {
      upcomingEvents: unknown[];
    };
    expect(venue.upcomingEvents.length).toBeGreaterThan(0);

    // A developer's token from the running development provider is accepted by the API.
    const { stdout: token } = await run('npm', ['run', '--silent', 'token', '--', 'reviewer'], {
      cwd: repoPath(''),
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const review = await fetch(`http://127.0.0.1:${ports.API}/api/events/00000000-0000-4000-8000-000000000000/review`, {
      headers: { authorization: `Bearer ${token.trim()}` },
    });
    expect(review.status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${ports.API}/api/events/00000000-0000-4000-8000-000000000000/review`)).status).toBe(401);

    // The MCP endpoint finds the demo's events, and the development mail catcher receives what is sent.
    const mcp = await fetch(`http://127.0.0.1:${ports.API}/api/mcp/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'find_events', arguments: { location: 'London', when: 'next_7_days' } },
      }),
    });
    const found = (await mcp.json()) as { result: { structuredContent: { events: unknown[] } } };
    expect(found.result.structuredContent.events.length).toBeGreaterThan(0);
    const mailer = nodemailer.createTransport(`smtp://127.0.0.1:${ports.MAIL_CATCHER}`);
    await mailer.sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 'Caught', text: 'Hello' });
    mailer.close();
    expect((await readdir(join(dataDir, 'mail'))).filter((file) => file.endsWith('.txt'))).toHaveLength(1);
    // Logs and caught mail (signed links, people's addresses) are this user's alone.
    for (const folder of ['logs', 'mail']) expect((await stat(join(dataDir, folder))).mode & 0o777, folder).toBe(0o700);
    expect((await stat(join(dataDir, 'logs', 'gateway.log'))).mode & 0o777).toBe(0o600);

    expect(await ctrlC(first)).toBe(0);
    // Stopping is not mistaken for crashes: nothing is restarted on the way out.
    expect(first.output()).not.toMatch(/exited unexpectedly|restarting/);
    for (const name of PROCESSES) expect(await listening(ports[name]), `${name} still listening`).toBe(false);
    expect(processesMentioning(dataDir)).toEqual([]);

    const second = await npmStart(dataDir, ports);
    expect(second.output()).not.toContain('demo data seeded');
    expect(second.output()).toContain('existing data kept');
    const again = (await (await fetch(`http://127.0.0.1:${ports.API}/api/locations/list`)).json()) as unknown[];
    expect(again).toEqual(zones);
    expect(await ctrlC(second)).toBe(0);
    expect(processesMentioning(dataDir)).toEqual([]);
  }, 300_000);
});
