import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';

describe('the process logger', () => {
  const opened: number[] = [];
  afterEach(() => {
    for (const fd of opened.splice(0)) closeSync(fd);
  });

  const logFile = () => {
    const path = join(mkdtempSync(join(tmpdir(), 'logger-')), 'service.log');
    const fd = openSync(path, 'a');
    opened.push(fd);
    return { path, fd };
  };

  it('has written each line when the call returns: no worker thread in between, nothing lost if the process dies next', () => {
    const { path, fd } = logFile();
    const log = createLogger('events', 'info', fd).child({ requestId: 'r-1' });
    log.info({ status: 200 }, 'request');
    log.info({ status: 404 }, 'request');
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { level: 30, service: 'events', requestId: 'r-1', status: 200, msg: 'request' },
      { level: 30, service: 'events', requestId: 'r-1', status: 404, msg: 'request' },
    ]);
    expect(Date.parse(String(lines[0]!.time))).not.toBeNaN();
  });

  it('never writes credentials from request headers', () => {
    const { path, fd } = logFile();
    createLogger('api', 'info', fd).info(
      { req: { headers: { authorization: 'Bearer eyJ.secret', 'x-edit-token': 'edit-secret', accept: 'application/json' } } },
      'request',
    );
    const written = readFileSync(path, 'utf8');
    expect(written).not.toMatch(/eyJ\.secret|edit-secret/);
    expect(JSON.parse(written)).toMatchObject({
      req: { headers: { authorization: '[redacted]', 'x-edit-token': '[redacted]', accept: 'application/json' } },
    });
  });

  it('leaves out lines below its level', () => {
    const { path, fd } = logFile();
    const log = createLogger('gateway', 'warn', fd);
    log.info('not shown');
    log.warn('shown');
    expect(
      readFileSync(path, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['shown']);
  });
});
