import { z } from 'zod';
import { mergeAuditPages, SCOPES, type CallContext, type GatewayClient } from '@local-events/platform';
import { AdminAuditDocument } from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { calendarDate } from '../schemas.ts';
import { AuditEntry, auditEntry } from './views.ts';

export interface AuditQuestion {
  actor?: string;
  objectType?: string;
  object?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

/** A page of the audit log: every service's entries for the question, merged newest first (the route and MCP's tool). */
export async function auditLogPage(context: CallContext & { gateway: GatewayClient }, question: AuditQuestion) {
  const limit = question.limit ?? 50;
  const answer = await context.gateway.request(
    AdminAuditDocument,
    {
      actor: question.actor || null,
      objectType: question.objectType ?? null,
      object: question.object || null,
      from: question.from ?? null,
      to: question.to ?? null,
      before: question.cursor ?? null,
      limit,
    },
    context,
  );
  const page = mergeAuditPages([answer.eventAudit, answer.venueAudit, answer.zoneAudit, answer.sourceAudit], limit);
  return { results: page.entries.map(auditEntry), nextCursor: page.nextCursor };
}

export const getAuditLog = defineRoute({
  tags: ['administration'],
  auth: { kind: 'bearer', scopes: [SCOPES.admin] },
  method: 'get',
  path: '/api/admin/audit',
  operationId: 'getAuditLog',
  summary: 'Who did what to which event, venue, town or source',
  description:
    "Newest first, from every service's log: events' transitions (submitted, reviewed, edited, cancelled…), venues, towns and " +
    'neighbourhoods, followed sources and waitlist requests. `object` is words of the name (title, venue, town, feed URL) or an exact ' +
    'id; days are UTC.',
  query: z.object({
    actor: z.string().trim().max(255).optional().meta({ description: "The account's subject" }),
    object_type: z.enum(['event', 'venue', 'zone', 'source', 'waitlist']).optional(),
    object: z.string().trim().max(200).optional(),
    from: calendarDate('From this day (UTC), inclusive').optional(),
    to: calendarDate('To this day (UTC), inclusive').optional(),
    cursor: z.string().max(100).optional().meta({ description: 'nextCursor of the page before' }),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, 'must be a number')
      .transform(Number)
      .pipe(z.number().int().min(1).max(100))
      .optional()
      .meta({ description: '1 to 100, 50 by default' }),
  }),
  response: {
    status: 200,
    description: 'A page of the log',
    schema: z.object({ results: z.array(AuditEntry), nextCursor: z.string().nullable() }).meta({ id: 'AuditLog' }),
  },
  problems: [400, 401, 403, 503],
  handle: ({ query, context }) => auditLogPage(context, { ...query, objectType: query.object_type }),
});
