import { AsyncLocalStorage } from 'node:async_hooks';
import type { ToolContext } from './tool.ts';

const current = new AsyncLocalStorage<ToolContext>();

/** Serves one MCP request with its caller's context, for what the SDK calls without one. */
export const withToolContext = <T>(context: ToolContext, serve: () => Promise<T>) => current.run(context, serve);

/**
 * The context of the MCP request being served. Completion callbacks and the servers the 2026 handler builds find it
 * here: `completable()` marks a schema once and for all, so schemas with completions are built once, not per request.
 */
export function toolContext(): ToolContext {
  const context = current.getStore();
  if (!context) throw new Error('No MCP request is being served here.');
  return context;
}
