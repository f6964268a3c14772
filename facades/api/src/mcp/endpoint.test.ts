import { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { closeUnneeded } from './endpoint.ts';

describe('closing a request’s transport', () => {
  it('closes it and its server, and leaves errors their stacks afterwards', async () => {
    const server = new McpServer({ name: 'test', version: '1' });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    let closed = 0;
    server.server.onclose = () => closed++;
    const limit = Error.stackTraceLimit;

    await closeUnneeded(transport);
    await server.close();

    expect(closed).toBe(1);
    expect(server.isConnected()).toBe(false);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('after').stack).toMatch(/endpoint\.test\.ts/);
  });
});
