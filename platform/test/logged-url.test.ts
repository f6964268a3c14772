import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../src/http.ts';

describe('the URL a request log shows', () => {
  it('keeps the path and ordinary parameters', () => {
    expect(loggedUrl('/api/events/list', 'zone_id=1&date=2026-12-01')).toBe('/api/events/list?zone_id=1&date=2026-12-01');
    expect(loggedUrl('/staff/queue', '')).toBe('/staff/queue');
  });

  it("never a submitter's link token or a sign-in's code and state, however often they are given", () => {
    const logged = loggedUrl('/submissions/0f8fad5b-d9cb-469f-a165-70867728950e', 'token=eyJ.secret.sig&done=1');
    expect(logged).toBe('/submissions/0f8fad5b-d9cb-469f-a165-70867728950e?token=redacted&done=1');
    const callback = loggedUrl('/staff/callback', 'code=abc123&state=xyz&state=again&iss=http%3A%2F%2Fidp');
    expect(callback).not.toMatch(/abc123|xyz|again/);
    expect(callback).toContain('iss=');
  });
});
