import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoPath } from './paths.ts';
import { freePort } from './ports.ts';
import { SUBGRAPHS } from './subgraphs.ts';
import { composeFrom, currentSdls, writeArtefacts } from './supergraph.ts';

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

  const launch = (name: ProcessName, main: string, env: Record<string, string>) => {
    const out = openSync(logFile(name), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', repoPath(main)], {
      cwd: repoPath(''),
      env: { ...process.env, ...common, PORT: String(options.ports[name]), ...env },
      stdio: ['ignore', out, out, 'ipc'],
    });
    closeSync(out);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    children.push({ name, process: child, exited });
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not start within ${READY_TIMEOUT_MS / 1000}s; see ${logFile(name)}`)), READY_TIMEOUT_MS);
      child.on('message', (message: { type?: string; port?: number }) => {
        if (message.type === 'ready' && message.port) {
          clearTimeout(timer);
          resolve(message.port);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${code}) before it was ready:\n${tail(logFile(name))}`));
      });
    });
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
    const subgraphPorts = await Promise.all(
      SUBGRAPHS.map((subgraph) => launch(subgraph.name as ProcessName, subgraph.main, { DATABASE_URL: options.databaseUrls[subgraph.name]! })),
    );
    const subgraphs = Object.fromEntries(SUBGRAPHS.map((subgraph, i) => [subgraph.name, `http://127.0.0.1:${subgraphPorts[i]}/graphql`]));
    await writeArtefacts(sdls, composeFrom(sdls, subgraphs), options.supergraphPath);

    await launch('gateway', 'gateway/src/main.ts', { SUPERGRAPH_PATH: options.supergraphPath, PORT: String(gatewayPort) });
    const [apiPort, sitePort] = await Promise.all([launch('api', 'facades/api/src/main.ts', {}), launch('site', 'facades/site/src/main.ts', {})]);
    return {
      urls: { gateway, api: `http://127.0.0.1:${apiPort}`, site: `http://127.0.0.1:${sitePort}`, subgraphs, issuer: common.OIDC_ISSUER },
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
