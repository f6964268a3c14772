import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  auditEntries,
  AuditEntryType,
  AuditFilterArgs,
  authenticated,
  Bounded,
  BOUNDS,
  changesBetween,
  checkedAuditFilter,
  conflictError,
  notFoundError,
  recordAudit,
  SCOPES,
  slugify,
  userInputError,
} from '@local-events/platform/subgraph';
import { ZoneFields } from '@local-events/contracts';
import type { z } from 'zod';
import { LockMode } from '@mikro-orm/core';
import type { LocationsContext } from '../context.ts';
import { Location } from '../entities/Location.ts';
import { type LocalNameInput, NewZoneInput, ZoneChangesInput } from './ZoneAdminTypes.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COUNTRY = /^[A-Z]{2}$/;

function checked<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? 'input');
  throw userInputError(`${field} ${issue.message}`, field);
}

const namesByLanguage = (names: LocalNameInput[] | undefined) =>
  names === undefined ? undefined : Object.fromEntries(names.map(({ language, name }) => [language.trim(), name]));

/** The fields an entry records and a change compares. */
const fieldsOf = (zone: Location) => ({
  name: zone.name,
  localNames: zone.localNames,
  lat: zone.lat,
  lng: zone.lng,
  timezone: zone.timezone,
  parentId: zone.parentId,
  hidden: zone.hidden,
});

/**
 * Administrators' side of zones: towns and neighbourhoods added and changed (names, names in other languages, centre,
 * time zone, parent), hidden and shown, each recorded in the locations service's part of the audit log. A
 * neighbourhood's parent is a town of its own country, and a town with neighbourhoods stays a town.
 */
@Resolver()
export class ZoneAdminResolver {
  @Authorized(SCOPES.admin)
  @Mutation(() => Location, {
    description: 'Adds a town or a neighbourhood. CONFLICT when its country already has the slug. Administrators.',
  })
  async createZone(@Ctx() context: LocationsContext, @Arg('input', () => NewZoneInput) input: NewZoneInput): Promise<Location> {
    const caller = await authenticated(context);
    const countryCode = input.countryCode.toUpperCase();
    if (!COUNTRY.test(countryCode)) throw userInputError('countryCode must be a two-letter ISO 3166-1 code', 'countryCode');
    const parent = input.parentId ? await this.townFor(context, input.parentId, countryCode, null) : null;
    const fields = checked(ZoneFields, {
      name: input.name,
      localNames: namesByLanguage(input.localNames),
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      timezone: input.timezone ?? parent?.timezone,
      parentId: parent?.id ?? null,
      hidden: input.hidden,
    });
    if ((fields.lat === null) !== (fields.lng === null)) throw userInputError('lat and lng come together', 'lat');
    const slug = input.slug?.trim() || slugify(fields.name);
    if (!SLUG.test(slug)) throw userInputError('slug must be lower-case letters and digits joined by hyphens', 'slug');
    const zone = Object.assign(new Location(), { ...fields, slug, countryCode, kind: parent ? 'neighbourhood' : 'city', active: true });
    await context.em.transactional(async (tx) => {
      if (await tx.count(Location, { countryCode, slug })) throw conflictError(`${countryCode} already has a zone with the slug ${slug}.`);
      tx.persist(zone);
      await tx.flush();
      await recordAudit(tx, {
        ...zoneEntry(caller.subject, zone, 'create'),
        changes: changesBetween({}, { ...fields, slug, countryCode }),
      });
    });
    await context.zones.changed();
    return zone;
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => Location, {
    description: 'Changes a zone: the fields given (see ZoneChangesInput); `hidden` hides or shows it. Administrators.',
  })
  async updateZone(
    @Ctx() context: LocationsContext,
    @Arg('id', () => Int) @Bounded(BOUNDS.id) id: number,
    @Arg('changes', () => ZoneChangesInput) changes: ZoneChangesInput,
  ): Promise<Location> {
    const caller = await authenticated(context);
    const given = Object.fromEntries(
      Object.entries({ ...changes, localNames: namesByLanguage(changes.localNames) }).filter(([, value]) => value !== undefined),
    );
    for (const field of ['name', 'timezone', 'hidden', 'localNames'] as const) {
      if (field in given && given[field] === null) throw userInputError(`${field} must not be null`, field);
    }
    const fields = checked(ZoneFields.partial(), given);
    const zone = await context.em.transactional(async (tx) => {
      const found = await tx.findOne(Location, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw notFoundError(`There is no zone ${id}.`);
      if (fields.parentId !== undefined && fields.parentId !== found.parentId) {
        if (fields.parentId !== null) {
          if (fields.parentId === found.id) throw userInputError('a zone cannot be its own parent', 'parentId');
          await this.townFor(context, fields.parentId, found.countryCode, tx);
          if (await tx.count(Location, { parentId: found.id }))
            throw conflictError(`${found.name} has neighbourhoods, so it stays a town.`);
        }
      }
      const before = fieldsOf(found);
      const difference = changesBetween(before, fields);
      if (Object.keys(difference).length === 0) return found;
      const after = { ...before, ...fields };
      if ((after.lat === null) !== (after.lng === null)) throw userInputError('lat and lng come together', 'lat');
      tx.assign(found, { ...fields, kind: after.parentId === null ? 'city' : 'neighbourhood' });
      await tx.flush();
      const action = Object.keys(difference).length === 1 && 'hidden' in difference ? (after.hidden ? 'hide' : 'show') : 'update';
      await recordAudit(tx, { ...zoneEntry(caller.subject, found, action), changes: difference });
      return found;
    });
    await context.zones.changed();
    return zone;
  }

  @Authorized(SCOPES.admin)
  @Query(() => [AuditEntryType], { description: "The locations service's audit log (zones), newest first. Administrators." })
  async zoneAudit(@Ctx() { db }: LocationsContext, @Args(() => AuditFilterArgs) filter: AuditFilterArgs): Promise<AuditEntryType[]> {
    return auditEntries(db, 'zone', checkedAuditFilter(filter));
  }

  /** The town a neighbourhood may be put in: a town (no parent) of the same country. */
  private async townFor(context: LocationsContext, parentId: number, countryCode: string, tx: LocationsContext['em'] | null) {
    const parent = await (tx ?? context.em).findOne(Location, { id: parentId });
    if (!parent) throw userInputError(`parentId ${parentId} is not a zone`, 'parentId');
    if (parent.parentId !== null) throw userInputError(`${parent.name} is a neighbourhood; a parent is a town`, 'parentId');
    if (parent.countryCode !== countryCode) throw userInputError(`${parent.name} is in another country`, 'parentId');
    return parent;
  }
}

const zoneEntry = (actor: string, zone: Location, action: string) => ({
  actor,
  action,
  objectType: 'zone',
  objectId: String(zone.id),
  objectName: zone.name,
});
