import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import {
  auditEntries,
  AuditEntryType,
  AuditFilterArgs,
  authenticated,
  Bounded,
  BOUNDS,
  changesBetween,
  checkedAuditFilter,
  likePattern,
  passingOnRefusals,
  query,
  recordAudit,
  SCOPES,
  sql,
  userInputError,
} from '@local-events/platform/subgraph';
import { VenueFields, type VenueFieldValues } from '@local-events/contracts';
import type { z } from 'zod';
import { Venue, VENUE_STATUSES, type VenueStatus } from '../entities/Venue.ts';
import { VenueToken } from '../entities/VenueToken.ts';
import { ZoneOfVenueDocument } from '../generated/operations.ts';
import { freeSlug } from '../free-slug.ts';
import { venueBySlug } from '../venue-by-slug.ts';
import type { VenuesContext } from './loaders.ts';
import { NewVenueInput, VenueChangesInput, VenueDirectoryPage, VenueTokenInfo } from './VenueAdminTypes.ts';
import { toVenueType, VenueType, type VenueFields as VenueRow } from './VenueType.ts';

const DIRECTORY_PAGE = 100;

/** The fields given, checked by the venue contract: BAD_USER_INPUT naming the first field that fails. */
function checked<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? 'input');
  throw userInputError(`${field} ${issue.message}`, field);
}

/** Empty text clears the optional fields. */
const cleared = <T extends Partial<VenueFieldValues>>(values: T): T => ({
  ...values,
  ...(values.website !== undefined ? { website: values.website || null } : {}),
  ...(values.description !== undefined ? { description: values.description || null } : {}),
});

/**
 * Administrators' side of venues: every venue searched and paged, a venue added or changed, its tokens listed, and
 * the venues service's part of the audit log. Each change is recorded there with what it changed.
 */
@Resolver()
export class VenueAdminResolver {
  @Authorized(SCOPES.admin)
  @Query(() => VenueDirectoryPage, { description: 'Every venue whose name, address or slug has `q`, by name, 100 a page. Administrators.' })
  async venueDirectory(
    @Ctx() { db }: VenuesContext,
    @Arg('q', () => String, { nullable: true }) @Bounded({ maxLength: 200 }) q: string | null,
    @Arg('zoneIds', () => [Int], { nullable: true }) @Bounded({ maxItems: 200 }) zoneIds: number[] | null,
    @Arg('status', () => String, { nullable: true }) @Bounded({ maxLength: 20 }) status: string | null,
    @Arg('offset', () => Int, { defaultValue: 0 }) @Bounded({ min: 0, max: 100_000 }) offset: number,
  ): Promise<VenueDirectoryPage> {
    if (status && !VENUE_STATUSES.includes(status as VenueStatus))
      throw userInputError(`status must be one of ${VENUE_STATUSES.join(', ')}`, 'status');
    const words = q?.trim() ? likePattern(q.trim()) : null;
    const rows = await query(
      db,
      sql<VenueRow & { total: number }>`
        select id, slug, name, address, lat, lng, zone_id as "zoneId", website, description, status, count(*) over ()::int as total
          from venue
         where (${words}::text is null
                or name ilike '%' || ${words} || '%' escape '\\' or address ilike '%' || ${words} || '%' escape '\\'
                or slug like '%' || lower(${words}) || '%' escape '\\')
           and (${zoneIds}::int[] is null or zone_id = any(${zoneIds}::int[]))
           and (${status}::text is null or status = ${status})
         order by lower(name), id
         limit ${DIRECTORY_PAGE} offset ${offset}`,
    );
    return Object.assign(new VenueDirectoryPage(), { venues: rows.map(toVenueType), total: rows[0]?.total ?? 0 });
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => VenueType, { description: 'Adds a venue, listed at once in its zone; its slug comes from its name. Administrators.' })
  async createVenue(@Ctx() context: VenuesContext, @Arg('input', () => NewVenueInput) input: NewVenueInput): Promise<VenueType> {
    const caller = await authenticated(context);
    const { zoneId, ...given } = input;
    const fields = cleared(checked(VenueFields, { website: null, description: null, ...given }));
    const { location } = await passingOnRefusals(() => context.gateway.request(ZoneOfVenueDocument, { id: zoneId }, context));
    if (!location) throw userInputError(`zoneId ${zoneId} is not a zone`, 'zoneId');
    const venue = Object.assign(new Venue(), { ...fields, zoneId, slug: await freeSlug(context, fields.name), status: 'active' });
    await context.em.transactional(async (tx) => {
      tx.persist(venue);
      await tx.flush();
      await recordAudit(tx, {
        actor: caller.subject,
        action: 'create',
        objectType: 'venue',
        objectId: venue.slug,
        objectName: venue.name,
        changes: changesBetween({}, { ...fields, zoneId }),
      });
    });
    return toVenueType(venue);
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => VenueType, { description: 'Changes a venue: the fields given (see VenueChangesInput). Administrators.' })
  async updateVenue(
    @Ctx() context: VenuesContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
    @Arg('changes', () => VenueChangesInput) changes: VenueChangesInput,
  ): Promise<VenueType> {
    const caller = await authenticated(context);
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if ('name' in given && given.name === null) throw userInputError('name must not be null', 'name');
    for (const field of ['address', 'lat', 'lng'] as const) {
      if (field in given && given[field] === null) throw userInputError(`${field} must not be null`, field);
    }
    const fields = cleared(checked(VenueFields.partial(), given));
    return context.em.transactional(async (tx) => {
      const venue = await venueBySlug({ em: tx }, slug);
      const before = toVenueType(venue);
      const difference = changesBetween(before, fields);
      if (Object.keys(difference).length === 0) return before;
      tx.assign(venue, fields);
      await tx.flush();
      await recordAudit(tx, {
        actor: caller.subject,
        action: 'update',
        objectType: 'venue',
        objectId: venue.slug,
        objectName: venue.name,
        changes: difference,
      });
      return toVenueType(venue);
    });
  }

  @Authorized(SCOPES.admin)
  @Query(() => [AuditEntryType], { description: "The venues service's audit log (venues), newest first. Administrators." })
  async venueAudit(@Ctx() { db }: VenuesContext, @Args(() => AuditFilterArgs) filter: AuditFilterArgs): Promise<AuditEntryType[]> {
    return auditEntries(db, 'venue', checkedAuditFilter(filter));
  }
}

@Resolver(() => VenueType)
export class VenueTokensResolver {
  @Authorized(SCOPES.admin)
  @FieldResolver(() => [VenueTokenInfo], { description: "The venue's manage tokens, newest first, revoked ones too. Administrators only." })
  async tokens(@Root() venue: VenueType, @Ctx() { em }: VenuesContext): Promise<VenueTokenInfo[]> {
    const rows = await em.find(VenueToken, { venueId: venue.id }, { orderBy: { createdAt: 'desc' } });
    return rows.map((row) =>
      Object.assign(new VenueTokenInfo(), {
        id: row.id,
        label: row.label,
        createdBy: row.createdBy,
        createdAt: row.createdAt,
        revokedAt: row.revokedAt,
      }),
    );
  }
}
