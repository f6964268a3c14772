import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { atProcessStart } from './process-start-context.ts';

type ConnectCallback = Parameters<pg.Client['connect']>[0];

/**
 * The client every pool of the project opens its connections with (`Client` in a pg pool's options). Connected here,
 * the socket belongs to no request (process-start-context.ts says why), while the pool's callback for the new
 * connection still runs in the context of the caller that asked for it: `pool.query` sends its statement from there,
 * under the caller's span.
 */
export class PooledClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
    const inCallersContext = callback && AsyncLocalStorage.bind(callback);
    return atProcessStart(() => (inCallersContext ? super.connect(inCallersContext) : super.connect()));
  }
}
