import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** A JSON log line of one of the running stack's processes. */
export interface LogLine {
  service?: string;
  requestId?: string;
  msg?: string;
  trace_id?: string;
  span_id?: string;
  [field: string]: unknown;
}

/** The log lines of one process of the running stack that `matches` picks. */
export function logLines(process: string, matches: (line: LogLine) => boolean): LogLine[] {
  return readFileSync(join(inject('stack').logDir, `${process}.log`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine)
    .filter(matches);
}

/** The log lines of one process of the running stack that carry `requestId`. */
export const linesWith = (process: string, requestId: string) => logLines(process, (line) => line.requestId === requestId);
