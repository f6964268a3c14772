/** `npm run codegen`, first step: writes the contract's event content fragment (contracts/src/event-content-fragment.ts). */
import { writeFile } from 'node:fs/promises';
import { EVENT_CONTENT_FRAGMENT_FILE, eventContentFragment } from '@local-events/contracts/fragment';
import { repoPath } from './paths.ts';

await writeFile(repoPath(EVENT_CONTENT_FRAGMENT_FILE), eventContentFragment());
