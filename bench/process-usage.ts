import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command's name (the first is the state, field 3). */
const statFields = (pid: number | string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
export function usage(pid: number) {
  const stat = statFields(pid);
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpu: ticks / TICKS_PER_SECOND, rssMb: Math.round(rssKb / 1024) };
}

/**
 * CPU seconds of a process and of every process it started, those that have ended included (their time is added to
 * the parent's when it reaps them): a PostgreSQL server, whose connections and background workers are processes.
 * The children are read first and the parent after; a child gone by then may have been reaped into the parent's
 * figure already, so it is left out rather than counted twice.
 */
export function treeCpu(pid: number): number {
  const withChildren = (stat: string[]) => Number(stat[11]) + Number(stat[12]) + Number(stat[13]) + Number(stat[14]);
  const children = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = statFields(entry);
      if (Number(stat[1]) === pid) children.set(entry, withChildren(stat));
    } catch {
      // The process ended between the listing and the reading.
    }
  }
  let ticks = withChildren(statFields(pid));
  for (const [child, childTicks] of children) if (existsSync(`/proc/${child}`)) ticks += childTicks;
  return ticks / TICKS_PER_SECOND;
}

/**
 * The PostgreSQL server a connection's process (`backendPid`, as the server tells it) belongs to, if that server runs
 * on this machine: the parent of that process, both named postgres. A server elsewhere (another host, a container)
 * numbers its processes apart from this machine's, and a process here with the same number is not its.
 */
export function postgresServerPid(backendPid: number): number | undefined {
  try {
    const parent = Number(statFields(backendPid)[1]);
    const named = (pid: number) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    return named(backendPid) && named(parent) ? parent : undefined;
  } catch {
    return undefined;
  }
}
