import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A path inside the repository. */
export const repoPath = (relative: string) => `${root}${relative}`;
