import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port handed out: below it are the well-known and registered ports other programs expect to find free. */
const LOWEST = 10_000;

/**
 * The lowest port the kernel gives outgoing connections (Linux's ip_local_port_range; elsewhere the IANA range's). A
 * port chosen at or above it can be taken by any connection made before its process listens: the bench's gateway,
 * whose port is chosen before the subgraphs start, once found its port taken by one of the load's connections.
 */
function lowestOutgoingPort(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (low) return low;
  } catch {
    // Not Linux.
  }
  return 49_152;
}

/** Read once: the range is the machine's, and every bench and test run asks for dozens of ports. */
const OUTGOING_LOW = lowestOutgoingPort();

const handedOut = new Set<number>();

const listenable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // On every address: a process that listens on any of them needs the port free on all.
    server.listen(port, () => server.close(() => resolve(true)));
  });

function* randomPorts(): Generator<number> {
  for (let attempt = 0; attempt < 100 && OUTGOING_LOW > LOWEST; attempt++)
    yield LOWEST + Math.floor(Math.random() * (OUTGOING_LOW - LOWEST));
}

/**
 * A port nothing listens on right now, for processes whose URL must be known before they start: below the ports of
 * outgoing connections, so that none of them takes it meanwhile, and never the same twice in this process. The first
 * of `candidates` that is free is taken (random ones by default).
 */
export async function freePort(candidates: Iterable<number> = randomPorts()): Promise<number> {
  for (const port of candidates) {
    if (handedOut.has(port)) continue;
    // Held before it is tried, so that calls made at once never hand out the same port.
    handedOut.add(port);
    if (await listenable(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`no free port between ${LOWEST} and ${OUTGOING_LOW}`);
}
