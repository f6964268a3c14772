import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port handed out: below it are the well-known and registered ports other programs expect to find free. */
const LOWEST = 10_000;

/**
 * The ports the kernel gives outgoing connections (Linux's ip_local_port_range; elsewhere the IANA range). A port
 * chosen among them can be taken by any connection made before its process listens: the bench's gateway, whose port
 * is chosen before the subgraphs start, once found its port taken by one of the load's connections.
 */
function outgoingPorts(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux.
  }
  return [49_152, 65_535];
}

const handedOut = new Set<number>();

const listenable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // On every address: a process that listens on any of them needs the port free on all.
    server.listen(port, () => server.close(() => resolve(true)));
  });

/**
 * A port nothing listens on right now, for processes whose URL must be known before they start: below the ports of
 * outgoing connections, so that none of them takes it meanwhile, and never the same twice in this process.
 */
export async function freePort(): Promise<number> {
  const [outgoingLow] = outgoingPorts();
  for (let attempt = 0; attempt < 100 && outgoingLow > LOWEST; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (outgoingLow - LOWEST));
    if (handedOut.has(port) || !(await listenable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${outgoingLow}`);
}
