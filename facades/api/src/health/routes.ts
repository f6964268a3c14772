import { z } from 'zod';
import { defineRoute } from '../route.ts';

const CheckResult = z.object({ status: z.enum(['ok', 'fail']), detail: z.string().optional() });

export const Health = z
  .object({ status: z.enum(['ok', 'fail']), checks: z.record(z.string(), CheckResult) })
  .meta({ id: 'Health', description: 'The gateway, each subgraph and the database' });

type Check = { status: 'ok' | 'fail'; detail?: string };
type GatewayReadiness = { checks?: Record<string, Check & { checks?: Record<string, Check> }> };

/**
 * Gateway readiness -> one check per process plus one for the database (every subgraph reached it). The
 * gateway's own `supergraph` entry (which version it serves) is not a process of its own.
 */
function summarise(gateway: Check, readiness: GatewayReadiness | null) {
  const subgraphs = Object.entries(readiness?.checks ?? {}).filter(([name]) => name !== 'supergraph');
  const checks: Record<string, Check> = { gateway };
  for (const [name, check] of subgraphs)
    checks[name] = check.detail ? { status: check.status, detail: check.detail } : { status: check.status };
  const failingDatabase = subgraphs.filter(([, check]) => check.checks?.database?.status !== 'ok').map(([name]) => name);
  checks.database =
    gateway.status === 'ok' && failingDatabase.length === 0
      ? { status: 'ok' }
      : {
          status: 'fail',
          detail: gateway.status === 'ok' ? `not reached by ${failingDatabase.join(', ')}` : 'unknown: gateway unreachable',
        };
  const status: Check['status'] = Object.values(checks).every((check) => check.status === 'ok') ? 'ok' : 'fail';
  return { status, checks };
}

export const health = defineRoute({
  method: 'get',
  path: '/api/healthz',
  operationId: 'health',
  summary: 'Whether the gateway, every subgraph and the database answer',
  tags: ['operations'],
  query: z.object({}),
  response: { status: 200, description: 'Everything answers', schema: Health },
  statusOf: (body) => (body.status === 'ok' ? 200 : 503),
  otherResponses: [{ status: 503, description: 'Something does not answer; the failing checks say what (same shape)' }],
  problems: [],
  async handle({ context }) {
    const readyz = new URL('/readyz', context.config.GATEWAY_URL);
    try {
      const response = await fetch(readyz, { headers: { 'x-request-id': context.requestId }, signal: AbortSignal.timeout(3000) });
      const body = (await response.json()) as GatewayReadiness;
      return summarise({ status: 'ok' }, body);
    } catch (error) {
      return summarise({ status: 'fail', detail: (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable' }, null);
    }
  },
});
