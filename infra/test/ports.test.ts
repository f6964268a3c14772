import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
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

  it('passes over a port another program listens on, even on one address only', async () => {
    const listening = (port: number, host?: string) =>
      new Promise<Server>((resolve) => {
        const server = createServer();
        server.listen(port, host, () => resolve(server));
      });
    const portOf = (server: Server) => (server.address() as AddressInfo).port;
    const taken = await listening(0, '127.0.0.1');
    const spare = await listening(0, '127.0.0.1');
    const free = portOf(spare);
    await new Promise((resolve) => spare.close(resolve));
    expect(await freePort([portOf(taken), free])).toBe(free);
    await new Promise((resolve) => taken.close(resolve));
  });
});
