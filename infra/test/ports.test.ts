import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/ports.ts';

describe('freePort', () => {
  it('hands out ports that can be listened on, below those of outgoing connections, never the same twice', async () => {
    const [outgoingLow] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(outgoingLow!);
    }
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(ports[0], resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  it('passes over a port that is taken', async () => {
    const taken: number[] = [];
    const servers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const server = createServer();
        const port = await freePort();
        await new Promise<void>((resolve) => server.listen(port, resolve));
        taken.push(port);
        return server;
      }),
    );
    const more = await Promise.all(Array.from({ length: 50 }, () => freePort()));
    expect(more.filter((port) => taken.includes(port))).toEqual([]);
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});
