import { pino, type Logger } from 'pino';

export type { Logger };

/** One structured JSON logger per process; `service` names the process in every line. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-edit-token"]', 'req.headers["x-venue-token"]'], censor: '[redacted]' },
  });
}
