import { readdirSync, readFileSync } from 'node:fs';

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
 */
export function treeCpu(pid: number): number {
  const withChildren = (stat: string[]) => Number(stat[11]) + Number(stat[12]) + Number(stat[13]) + Number(stat[14]);
  let ticks = withChildren(statFields(pid));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = statFields(entry);
      if (Number(stat[1]) === pid) ticks += withChildren(stat);
    } catch {
      // The process ended between the listing and the reading: its time is in the parent's now.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The parent of a process on this machine, or undefined when there is no such process here. */
export function parentPid(pid: number): number | undefined {
  try {
    return Number(statFields(pid)[1]);
  } catch {
    return undefined;
  }
}
