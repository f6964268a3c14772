import type { ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startNodeProcess } from './node-process.ts';
import { freePort } from './ports.ts';
import { SUBGRAPHS } from './subgraphs.ts';
import { composeFrom, currentSdls, writeArtefacts } from './supergraph.ts';
import { SERVICE_CLIENTS } from './identity/demo-clients.ts';
import { runningProvider } from './identity/state.ts';

export type ProcessName = 'identity' | 'locations' | 'events' | 'venues' | 'submissions' | 'gateway' | 'api' | 'site';

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
}

export interface Stack {
  urls: { gateway: string; api: string; site: string; subgraphs: Record<string, string>; issuer: string };
  /** Stops one process (SIGTERM), as an outage would. */
  stopProcess(name: ProcessName): Promise<void>;
  /** Starts a stopped process again, on the same port with the same settings. */
  startProcess(name: ProcessName): Promise<void>;
  /** The operating-system process id of each running process (for measuring them). */
  pids(): Partial<Record<ProcessName, number>>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;

interface Child {
  name: ProcessName;
  process: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Starts every process of the system as its own Node process, in dependency order: the development identity
 * provider (unless an external one is named), the subgraphs (each
 * migrating its own schema), then the gateway on a supergraph composed for their actual addresses, then
 * both facades. Each child reports its port over IPC once it listens, and exits when this process goes away.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  mkdirSync(options.logDir, { recursive: true });
  const children: Child[] = [];
  const logFile = (name: ProcessName) => join(options.logDir, `${name}.log`);
  const common: Record<string, string> = {
    ...options.env,
    BASE_URL: options.baseUrl,
    SITE_URL: options.siteUrl,
    OIDC_AUDIENCE: options.oidcAudience,
  };

  const launched = new Map<ProcessName, { main: string; env: Record<string, string> }>();
  const launch = async (name: ProcessName, main: string, env: Record<string, string>) => {
    launched.set(name, { main, env });
    const out = openSync(logFile(name), 'a');
    const started = startNodeProcess(main, {
      env: { ...process.env, ...common, PORT: String(options.ports[name]), ...env },
      output: out,
      timeoutMs: READY_TIMEOUT_MS,
      whyNot: () => `see ${logFile(name)}:\n${tail(logFile(name))}`,
    });
    closeSync(out);
    children.push({ name, process: started.child, exited: started.exited });
    const port = await started.ready;
    // Started again later, it comes back on the same port.
    env.PORT = String(port);
    return port;
  };

  const stopChild = async (child: Child) => {
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGTERM');
    const killer = setTimeout(() => child.process.kill('SIGKILL'), 15_000);
    await child.exited;
    clearTimeout(killer);
  };
  const stop = async () => {
    // Facades first, subgraphs last: nothing is asked of a process that has already gone.
    for (const group of [['api', 'site'], ['gateway'], SUBGRAPHS.map((s) => s.name), ['identity']]) {
      await Promise.all(children.filter((child) => group.includes(child.name)).map(stopChild));
    }
  };

  try {
    if ('external' in options.identity) {
      common.OIDC_ISSUER = options.identity.external;
    } else {
      const { stateDir, issuer } = options.identity;
      const identityPort = await launch('identity', 'infra/src/identity/main.ts', {
        IDENTITY_STATE_DIR: stateDir,
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
        launch(subgraph.name as ProcessName, subgraph.main, { DATABASE_URL: options.databaseUrls[subgraph.name]!, ...ownClient(subgraph.name) }),
      ),
    );
    const subgraphs = Object.fromEntries(SUBGRAPHS.map((subgraph, i) => [subgraph.name, `http://127.0.0.1:${subgraphPorts[i]}/graphql`]));
    await writeArtefacts(sdls, composeFrom(sdls, subgraphs), options.supergraphPath);

    await launch('gateway', 'gateway/src/main.ts', { SUPERGRAPH_PATH: options.supergraphPath, PORT: String(gatewayPort) });
    const [apiPort, sitePort] = await Promise.all([launch('api', 'facades/api/src/main.ts', {}), launch('site', 'facades/site/src/main.ts', {})]);
    return {
      urls: { gateway, api: `http://127.0.0.1:${apiPort}`, site: `http://127.0.0.1:${sitePort}`, subgraphs, issuer: common.OIDC_ISSUER },
      async stopProcess(name) {
        const running = children.filter((child) => child.name === name);
        await Promise.all(running.map(stopChild));
        children.splice(0, children.length, ...children.filter((child) => !running.includes(child)));
      },
      async startProcess(name) {
        const last = launched.get(name);
        if (!last) throw new Error(`${name} was never started`);
        if (children.some((child) => child.name === name)) throw new Error(`${name} is running`);
        await launch(name, last.main, last.env);
      },
      pids: () => Object.fromEntries(children.filter((child) => child.process.pid).map((child) => [child.name, child.process.pid!])),
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
