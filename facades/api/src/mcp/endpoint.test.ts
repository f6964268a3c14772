import { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { closeUnneeded } from './endpoint.ts';

describe('closing a request’s transport', () => {
  it('closes it and its server without capturing stacks while closing, and leaves errors their stacks afterwards', async () => {
    const server = new McpServer({ name: 'test', version: '1' });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    let closed = 0;
    let madeWhileClosing: string | undefined;
    // The SDK makes its "Connection closed" error in the same synchronous call as this.
    server.server.onclose = () => {
      closed++;
      madeWhileClosing = new Error('closing').stack;
    };
    const limit = Error.stackTraceLimit;

    await closeUnneeded(transport);
    await server.close();

    expect(closed).toBe(1);
    expect(madeWhileClosing).toBe('Error: closing');
    expect(server.isConnected()).toBe(false);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('after').stack).toMatch(/endpoint\.test\.ts/);
  });
});
