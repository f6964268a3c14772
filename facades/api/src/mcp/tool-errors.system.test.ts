import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/support/http.ts';
import { MCP_FULL, MCP_READ } from '../../../../test/support/mcp.ts';
import { tokenFor } from '../../../../test/support/tokens.ts';

/** What the tests read of a tool result, from whichever SDK answered it. */
interface ToolResult {
  isError?: boolean;
  structuredContent?: unknown;
  content?: { type: string; text?: string }[];
  _meta?: Record<string, { code?: string }>;
}

interface Transport {
  send(message: unknown, options?: unknown): Promise<void>;
}

/**
 * The transport with `initialize` asking for `version` instead of the client's own latest: how an SDK client is made
 * to speak an older revision the server still serves (2025-06-18).
 */
function asking<T extends Transport>(transport: T, version: string | undefined): T {
  if (!version) return transport;
  const send = transport.send.bind(transport);
  transport.send = (message: unknown, options?: unknown) => {
    const request = message as { method?: string; params?: { protocolVersion?: string } };
    return send(
      request.method === 'initialize' ? { ...request, params: { ...request.params, protocolVersion: version } } : message,
      options,
    );
  };
  return transport;
}

type CallOf = (name: string, args: Record<string, unknown>) => Promise<ToolResult>;

/** The official clients as assistants embed them: SDK 1.x (pinned 1.32.2) and 2.x, each at every revision it speaks. */
const CLIENTS: { name: string; connect: (path: string, headers: Record<string, string>) => Promise<CallOf> }[] = [
  ...[undefined, '2025-06-18'].map((version) => ({
    name: `SDK 1.x, ${version ?? 'its latest revision (2025-11-25)'}`,
    async connect(path: string, headers: Record<string, string>): Promise<CallOf> {
      const client = new ClientV1({ name: 'tool-errors-test', version: '1.0.0' });
      const transport = asking(new TransportV1(new URL(api(path)), { requestInit: { headers } }), version);
      await client.connect(transport as never);
      expect(transport.protocolVersion).toBe(version ?? '2025-11-25');
      return async (name, args) => (await client.callTool({ name, arguments: args })) as ToolResult;
    },
  })),
  ...(
    [
      ['legacy', undefined],
      ['legacy', '2025-06-18'],
      ['modern', undefined],
    ] as const
  ).map(([era, version]) => ({
    name: `SDK 2.x, ${era === 'modern' ? '2026-07-28' : (version ?? 'its latest 2025 revision')}`,
    async connect(path: string, headers: Record<string, string>): Promise<CallOf> {
      const client = new ClientV2(
        { name: 'tool-errors-test', version: '1.0.0' },
        era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
      );
      const transport = asking(new TransportV2(new URL(api(path)), { requestInit: { headers } }), version);
      await client.connect(transport);
      if (version) expect((transport as unknown as { _protocolVersion?: string })._protocolVersion).toBe(version);
      return async (name, args) => (await client.callTool({ name, arguments: args })) as ToolResult;
    },
  })),
];

/** Each tool's failures a caller can cause, with the code each answers. */
const READ_ERRORS: [string, Record<string, unknown>, string][] = [
  ['find_events', { location: `atlantis-${randomUUID()}` }, 'not_found'],
  ['get_event', { uuid: randomUUID() }, 'not_found'],
  ['get_venue', { slug: `no-such-venue-${Date.now()}` }, 'not_found'],
];
const FULL_ERRORS: [string, Record<string, unknown>, string][] = [
  ...READ_ERRORS,
  ['get_submission', { uuid: randomUUID() }, 'not_found'],
  ['update_submission', { uuid: randomUUID(), editToken: 'not-the-token-0123456789', changes: { title: 'Changed' } }, 'not_found'],
  ['submit_event_from_url', { url: 'http://10.0.0.1/event' }, 'url_refused'],
  ['get_event_review', { uuid: randomUUID() }, 'not_found'],
  ['review_event', { uuid: randomUUID(), action: 'approve', idempotencyKey: randomUUID() }, 'not_found'],
  ['list_review_queue', { zoneId: 2147483000 }, 'not_found'],
];

function expectToolError(result: ToolResult, code: string) {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  expect(result._meta?.['local-events/error']?.code).toBe(code);
  expect(result.content?.[0]?.text).toMatch(new RegExp(`^${code}: `));
}

describe.each(CLIENTS)('tool errors through the official $name client', ({ connect }) => {
  let reviewer: Record<string, string>;
  beforeAll(async () => {
    reviewer = { authorization: `Bearer ${await tokenFor('reviewer')}` };
  });

  it(`answers every error of ${MCP_READ} as a tool result the client accepts`, async () => {
    const call = await connect(MCP_READ, {});
    for (const [name, args, code] of READ_ERRORS) expectToolError(await call(name, args), code);
  });

  it(`answers every error of ${MCP_FULL} as a tool result the client accepts`, async () => {
    const call = await connect(MCP_FULL, reviewer);
    for (const [name, args, code] of FULL_ERRORS) expectToolError(await call(name, args), code);
  });
});

describe('tool errors through the MCP Inspector CLI', () => {
  const INSPECTOR = fileURLToPath(
    new URL('../../../../node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js', import.meta.url),
  );
  const run = promisify(execFile);
  const inspect = async (args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, [INSPECTOR, ...args], {
        cwd: mkdtempSync(join(tmpdir(), 'inspector-')),
        timeout: 60_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  };

  it.each([MCP_READ, MCP_FULL])(
    'reads the error of every tool of %s as the tool reporting isError (exit 5), never a protocol failure',
    async (path) => {
      const token = await tokenFor('reviewer');
      const listed = await inspect([
        '--cli',
        api(path),
        '--transport',
        'http',
        '--header',
        `Authorization: Bearer ${token}`,
        '--method',
        'tools/list',
        '--strict',
      ]);
      expect(listed.code, listed.stderr).toBe(0);
      for (const [name, args, code] of path === MCP_READ ? READ_ERRORS : FULL_ERRORS) {
        const toolArgs = Object.entries(args).flatMap(([key, value]) => ['--tool-arg', `${key}=${JSON.stringify(value)}`]);
        const called = await inspect([
          '--cli',
          api(path),
          '--transport',
          'http',
          '--header',
          `Authorization: Bearer ${token}`,
          '--method',
          'tools/call',
          '--tool-name',
          name,
          ...toolArgs,
        ]);
        expect(called.code, `${name}: ${called.stdout}${called.stderr}`).toBe(5);
        expect(JSON.parse(called.stderr.trim().split('\n').at(-1)!)).toMatchObject({ error: { code: 'tool_is_error' } });
        expectToolError(JSON.parse(called.stdout) as ToolResult, code);
      }
    },
    180_000,
  );
});
