import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createLogger, type Logger } from '@local-events/platform';
import { startNodeProcess } from './node-process.ts';
import { supervise, type SupervisedProcess, type Supervision } from './supervisor.ts';
import { freePort } from './ports.ts';
import { SUBGRAPHS } from './subgraphs.ts';
import { composeFrom, currentSdls, writeSupergraph } from './supergraph.ts';
import { SERVICE_CLIENTS } from './identity/demo-clients.ts';
import { runningProvider } from './identity/state.ts';
import { PROCESS_MAINS, type ProcessName } from './processes.ts';

export type { ProcessName };

export interface StackOptions {
  /** Each subgraph's own database URL (its own role), by subgraph name. */
  databaseUrls: Record<string, string>;
  /** Port per process; 0 lets the process pick one (it reports it back). */
  ports: Record<ProcessName, number>;
  baseUrl: string;
  siteUrl: string;
  logDir: string;
  supergraphPath: string;
  /** The API's identifier in tokens (`aud`). */
  oidcAudience: string;
  /**
   * An external OpenID provider, or the development provider to start (its state folder, and its public
   * URL when known in advance; otherwise http://127.0.0.1:<port>).
   */
  identity: { external: string } | { stateDir: string; issuer?: string };
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** How crashed and wedged processes are noticed and restarted (see supervisor.ts). */
  supervision?: Supervision;
  /** Run the JavaScript of `npm run build` (as production does) instead of the TypeScript through tsx. */
  compiled?: boolean;
  log?: Logger;
}

/** The secrets of the project's internal hops (see platform internal-callers.ts), new for each start of the stack. */
export interface InternalSecrets {
  /** The gateway's, presented to subgraphs. */
  gateway: string;
  /** The facades', presented to the gateway. */
  facade: string;
}

export interface Stack {
  urls: { gateway: string; api: string; site: string; subgraphs: Record<string, string>; issuer: string };
  secrets: InternalSecrets;
  /** Stops one process (SIGTERM) for good, as an outage would: it is not restarted until `startProcess`. */
  stopProcess(name: ProcessName): Promise<void>;
  /** Starts a stopped process again, on the same port with the same settings. */
  startProcess(name: ProcessName): Promise<void>;
  /** Signals a running process (SIGKILL: a crash, SIGSTOP: a wedge); the supervisor restarts it. */
  signalProcess(name: ProcessName, signal: NodeJS.Signals): void;
  /** The operating-system process id of each running process (for measuring them). */
  pids(): Partial<Record<ProcessName, number>>;
  /** Restarts no process from now on: the first thing a shutdown does, before it stops them in order. */
  halt(): void;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;

/**
 * Opens a process's log for appending, making its folder again if it went away while the stack ran (a clean-up of
 * old logs), so that a process started again still has somewhere to write.
 */
export function openLog(file: string): number {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  return openSync(file, 'a', 0o600);
}

/**
 * Starts every process of the system as its own Node process, in dependency order: the development identity
 * provider (unless an external one is named), the subgraphs (each
 * migrating its own schema), then the gateway on a supergraph composed for their actual addresses, then
 * both facades. Each child reports its port over IPC once it listens, and exits when this process goes away.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  // Logs name people's addresses and requests: readable by this user only.
  mkdirSync(options.logDir, { recursive: true, mode: 0o700 });
  const log = options.log ?? createLogger('stack');
  const running = new Map<ProcessName, SupervisedProcess>();
  const logFile = (name: ProcessName) => join(options.logDir, `${name}.log`);
  const secrets: InternalSecrets = { gateway: randomBytes(32).toString('base64url'), facade: randomBytes(32).toString('base64url') };
  const common: Record<string, string> = {
    ...options.env,
    BASE_URL: options.baseUrl,
    SITE_URL: options.siteUrl,
    OIDC_AUDIENCE: options.oidcAudience,
  };

  const launched = new Map<ProcessName, { main: string; env: Record<string, string>; port: number }>();
  const launch = async (name: ProcessName, main: string, env: Record<string, string>, port = options.ports[name]) => {
    const start = (port: number) => {
      const out = openLog(logFile(name));
      const started = startNodeProcess(main, {
        env: { ...process.env, ...common, ...env, PORT: String(port) },
        output: out,
        timeoutMs: READY_TIMEOUT_MS,
        whyNot: () => `see ${logFile(name)}:\n${tail(logFile(name))}`,
        compiled: options.compiled,
      });
      closeSync(out);
      return started;
    };
    const supervised = await supervise(name, start, { port, log, supervision: options.supervision });
    running.set(name, supervised);
    // Started again later, it comes back on the same port.
    launched.set(name, { main, env, port: supervised.port });
    return supervised.port;
  };

  const stop = async () => {
    // Facades first, subgraphs last: nothing is asked of a process that has already gone.
    for (const group of [['api', 'site'], ['gateway'], SUBGRAPHS.map((s) => s.name), ['identity']] as ProcessName[][]) {
      await Promise.all(group.map((name) => running.get(name)?.stop()));
    }
  };

  try {
    if ('external' in options.identity) {
      common.OIDC_ISSUER = options.identity.external;
    } else {
      const { stateDir, issuer } = options.identity;
      const identityPort = await launch('identity', PROCESS_MAINS.identity, {
        IDENTITY_STATE_DIR: stateDir,
        HOST: '127.0.0.1',
        ...(issuer ? { OIDC_ISSUER: issuer } : {}),
      });
      common.OIDC_ISSUER = issuer ?? `http://127.0.0.1:${identityPort}`;
    }
    // Subgraphs ask other services through the gateway, which starts after them: its port is chosen first.
    const gatewayPort = options.ports.gateway || (await freePort());
    const gateway = `http://127.0.0.1:${gatewayPort}/graphql`;
    common.GATEWAY_URL = gateway;
    const sdls = await currentSdls();
    const clientSecrets = 'external' in options.identity ? {} : (await runningProvider(options.identity.stateDir)).state.clientSecrets;
    const ownClient = (name: string): Record<string, string> => {
      const client = SERVICE_CLIENTS[name];
      const secret = client && clientSecrets[client.clientId];
      return client && secret ? { OIDC_CLIENT_ID: client.clientId, OIDC_CLIENT_SECRET: secret } : {};
    };
    const subgraphPorts = await Promise.all(
      SUBGRAPHS.map((subgraph) =>
        launch(subgraph.name as ProcessName, subgraph.main, {
          DATABASE_URL: options.databaseUrls[subgraph.name]!,
          // Subgraphs answer the gateway only: on loopback, and only to its secret.
          HOST: '127.0.0.1',
          GATEWAY_SECRET: secrets.gateway,
          ...ownClient(subgraph.name),
        }),
      ),
    );
    const subgraphs = Object.fromEntries(SUBGRAPHS.map((subgraph, i) => [subgraph.name, `http://127.0.0.1:${subgraphPorts[i]}/graphql`]));
    await writeSupergraph(composeFrom(sdls, subgraphs), options.supergraphPath);

    await launch(
      'gateway',
      PROCESS_MAINS.gateway,
      { SUPERGRAPH_PATH: options.supergraphPath, GATEWAY_SECRET: secrets.gateway, FACADE_SECRET: secrets.facade },
      gatewayPort,
    );
    const facadeEnv = { FACADE_SECRET: secrets.facade };
    const [apiPort, sitePort] = await Promise.all([
      launch('api', PROCESS_MAINS.api, facadeEnv),
      launch('site', PROCESS_MAINS.site, facadeEnv),
    ]);
    return {
      urls: { gateway, api: `http://127.0.0.1:${apiPort}`, site: `http://127.0.0.1:${sitePort}`, subgraphs, issuer: common.OIDC_ISSUER },
      secrets,
      async stopProcess(name) {
        await running.get(name)?.stop();
        running.delete(name);
      },
      async startProcess(name) {
        const last = launched.get(name);
        if (!last) throw new Error(`${name} was never started`);
        if (running.has(name)) throw new Error(`${name} is running`);
        await launch(name, last.main, last.env, last.port);
      },
      signalProcess(name, signal) {
        const process = running.get(name);
        if (!process) throw new Error(`${name} is not running`);
        process.signal(signal);
      },
      pids: () => Object.fromEntries([...running].flatMap(([name, process]) => (process.pid() ? [[name, process.pid()!]] : []))),
      halt: () => {
        for (const process of running.values()) process.halt();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}
