import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';
import { EventContent } from '../src/event-content.ts';
import { EVENT_CONTENT_FRAGMENT_FILE, eventContentFragment } from '../src/event-content-fragment.ts';

describe('the event content fragment the API and the site ask with', () => {
  it('names every field of the contract and is what npm run codegen writes (run it and commit when this fails)', async () => {
    const committed = await readFile(repoPath(EVENT_CONTENT_FRAGMENT_FILE), 'utf8');
    expect(committed).toBe(eventContentFragment());
    for (const field of Object.keys(EventContent.shape)) expect(committed).toMatch(new RegExp(`\\b${field}\\b`));
  });
});
