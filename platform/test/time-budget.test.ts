import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';
import { DEFAULT_TIME_BUDGET, timeBudgetProblems } from '../src/time-budget.ts';

const run = promisify(execFile);

describe('the time budget', () => {
  it('nests by default: submit wait < a subgraph call < a call to the gateway < a job', () => {
    expect(DEFAULT_TIME_BUDGET).toEqual({
      SUBMIT_WAIT_MS: 5_000,
      SUBGRAPH_TIMEOUT_MS: 8_000,
      GATEWAY_TIMEOUT_MS: 10_000,
      JOB_EXPIRY_MS: 60_000,
    });
    expect(timeBudgetProblems(DEFAULT_TIME_BUDGET)).toEqual([]);
  });

  it('names every timeout that does not end at least a second before the one around it', () => {
    expect(timeBudgetProblems({ ...DEFAULT_TIME_BUDGET, SUBMIT_WAIT_MS: 9_000 })).toEqual([
      'SUBMIT_WAIT_MS (9000) must be at least 1000 ms shorter than SUBGRAPH_TIMEOUT_MS (8000)',
    ]);
    expect(timeBudgetProblems({ ...DEFAULT_TIME_BUDGET, SUBMIT_WAIT_MS: 7_500 })).toHaveLength(1);
    expect(timeBudgetProblems({ ...DEFAULT_TIME_BUDGET, SUBMIT_WAIT_MS: 7_000 })).toEqual([]);
    expect(
      timeBudgetProblems({ SUBMIT_WAIT_MS: 5_000, SUBGRAPH_TIMEOUT_MS: 12_000, GATEWAY_TIMEOUT_MS: 10_000, JOB_EXPIRY_MS: 10_500 }),
    ).toEqual([
      'SUBGRAPH_TIMEOUT_MS (12000) must be at least 1000 ms shorter than GATEWAY_TIMEOUT_MS (10000)',
      'GATEWAY_TIMEOUT_MS (10000) must be at least 1000 ms shorter than JOB_EXPIRY_MS (10500)',
    ]);
  });

  it.each(['gateway/src/main.ts', 'facades/api/src/main.ts', 'services/events/src/main.ts'])(
    '%s refuses to start on a budget that does not nest',
    async (main) => {
      const failure = (await run(process.execPath, ['--import', 'tsx', repoPath(main)], {
        cwd: repoPath(''),
        env: {
          ...process.env,
          PORT: '0',
          // Everything else such a process needs, so that the budget is what stops it.
          BASE_URL: 'http://localhost:3000',
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          GATEWAY_SECRET: 'g'.repeat(32),
          FACADE_SECRET: 'f'.repeat(32),
          OIDC_CLIENT_ID: 'x',
          OIDC_CLIENT_SECRET: 'y',
          SUBMIT_WAIT_MS: '9000',
        },
      }).catch((error: unknown) => error)) as { code: number; stderr: string };
      expect(failure.code).toBe(78);
      expect(failure.stderr).toContain('SUBMIT_WAIT_MS (9000) must be at least 1000 ms shorter than SUBGRAPH_TIMEOUT_MS (8000)');
    },
  );
});
