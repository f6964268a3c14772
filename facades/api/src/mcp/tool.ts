import type { z } from 'zod';
import type { ToolAnnotations } from '@modelcontextprotocol/server';
import type { Caller, CallContext, GatewayClient, Logger } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';

/** What a tool works with: the gateway, the configuration, and who is calling. */
export interface ToolContext extends CallContext {
  gateway: GatewayClient;
  config: ApiConfig;
  /** The verified bearer caller, when the request carried a valid token. */
  caller?: Caller;
  log: Logger;
  /** The tool the request calls, when it is a single tools/call: the server built for it offers only that tool. */
  calledTool?: string;
}

/**
 * One MCP tool: its input and output schemas (zod, shown to clients as JSON Schema and checked on every
 * call), its hints, and what it does. `handle` answers the structured result and a short text rendering.
 */
export interface Tool<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotations;
  /** OAuth scopes of which the caller's token must hold one; a call without them is answered with a challenge naming the first. */
  scopes?: readonly [string, ...string[]];
  handle(args: z.output<I>, context: ToolContext): Promise<{ result: z.input<O>; text: string }>;
}

export const defineTool = <I extends z.ZodObject, O extends z.ZodObject>(tool: Tool<I, O>) => tool as unknown as Tool;

/** A failure the caller can act on, answered as a tool result with `isError: true` and a machine-readable code. */
export class ToolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const WRITE: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true };
