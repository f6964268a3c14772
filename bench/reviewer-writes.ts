import pg from 'pg';
import { developmentToken } from '../infra/src/identity/client-credentials.ts';
import { demoClientId } from '../infra/src/identity/demo-clients.ts';
import { log } from './settings.ts';

/**
 * One write a second, as a reviewer makes them: approving a waiting event through `api`, which publishes it (the
 * weekly counts change) and empties that facade's public cache. Refused writes stop the run: it would not measure
 * what it says. Returns what starts the writes, which returns what stops them.
 */
export async function reviewerWrites(adminUrl: string, api: string, identityStateDir: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const waiting = (
    await client.query<{ uuid: string }>(
      `select uuid from events.event where status = 'ready_for_review' and start_time > now() order by start_time limit 2000`,
    )
  ).rows.map((row) => row.uuid);
  await client.end();
  const token = await developmentToken(identityStateDir, demoClientId('reviewer'), 'events:review');
  return () => {
    let written = 0;
    const write = async () => {
      const uuid = waiting.shift();
      if (!uuid) throw new Error('no event left to approve');
      const response = await fetch(`${api}/api/events/${uuid}/review`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'approve' }),
      });
      if (!response.ok) throw new Error(`approving ${uuid}: ${response.status} ${await response.text()}`);
      written += 1;
    };
    let failure: unknown;
    let pending = Promise.resolve();
    const timer = setInterval(() => {
      pending = pending.then(write).catch((error: unknown) => {
        failure ??= error;
      });
    }, 1000);
    return async () => {
      clearInterval(timer);
      await pending;
      if (failure) throw failure;
      log.info({ written }, 'events approved during the run');
    };
  };
}
