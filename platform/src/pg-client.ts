import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** Runs a function in the async context this module was loaded in, as the process starts: no request's. */
const atProcessStart = AsyncLocalStorage.snapshot();

/**
 * The client every pool of the project opens its connections with (`Client` in a pg pool's options). A pool opens a
 * connection while serving whichever request first finds no idle one, and the socket's callbacks (reading answers,
 * parsing rows, handing the client back) then run in that request's async context for as long as the connection
 * lives: a recorded request's trace context, and its ended span, stayed with every later request the connection
 * served. Connected here, the socket belongs to no request; each statement's caller still awaits its answer in its
 * own context.
 */
export class PooledClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: Parameters<pg.Client['connect']>[0]): void;
  override connect(callback?: Parameters<pg.Client['connect']>[0]): Promise<pg.Client> | void {
    return atProcessStart(() => (callback ? super.connect(callback) : super.connect()));
  }
}
