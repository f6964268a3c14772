import { createHash } from 'node:crypto';
import { unwatchFile, watchFile } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { SupergraphSdlHook } from '@apollo/gateway';
import type { Logger } from '@local-events/platform';

export const supergraphId = (sdl: string) => createHash('sha256').update(sdl).digest('hex').slice(0, 16);

/**
 * The supergraph from a file, picked up again whenever the file changes (checked every `intervalMs`; write it
 * with a rename so that it is never read half-written). The gateway switches between requests: those in flight
 * finish on the supergraph they started with. A file that does not load keeps the current supergraph.
 */
export function supergraphFromFile(path: string, log: Logger, onChange: (sdl: string) => void, intervalMs = 1000): SupergraphSdlHook {
  return async ({ update }) => {
    let current = await readFile(path, 'utf8');
    onChange(current);
    watchFile(path, { interval: intervalMs, persistent: false }, () => {
      void (async () => {
        const next = await readFile(path, 'utf8').catch(() => undefined);
        if (!next || next === current) return;
        try {
          update(next);
          current = next;
          onChange(next);
          log.info({ supergraph: supergraphId(next) }, 'supergraph updated');
        } catch (error) {
          log.error({ err: error, path }, 'the new supergraph does not load; keeping the current one');
        }
      })();
    });
    return { supergraphSdl: current, cleanup: async () => unwatchFile(path) };
  };
}
