import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { postgresServerPid, treeCpu } from '../process-usage.ts';

describe('the benchmark’s reading of a process tree’s CPU', () => {
  it('counts a child that has ended and been reaped, as PostgreSQL’s connections are', () => {
    const before = treeCpu(process.pid);
    // A child that runs until it has used 0.4 s of CPU, however busy the machine, then ends; spawnSync reaps it before returning.
    const child = spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 400_000);']);
    expect(child.status).toBe(0);
    expect(treeCpu(process.pid) - before).toBeGreaterThanOrEqual(0.3);
  });

  it('finds the PostgreSQL server a connection belongs to, and no server for a process that is not PostgreSQL’s', async () => {
    expect(postgresServerPid(process.pid)).toBeUndefined();
    expect(postgresServerPid(2 ** 22 + 1)).toBeUndefined();
    const client = new pg.Client({ connectionString: inject('stack').databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const server = postgresServerPid(rows[0]!.pid);
      expect(server).toBeGreaterThan(1);
      expect(treeCpu(server!)).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});
