import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
export function usage(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpu: ticks / 100, rssMb: Math.round(rssKb / 1024) };
}
