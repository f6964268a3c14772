import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import {
  authenticated,
  forbidden,
  SCOPES,
  unauthenticated,
  userInputError,
  Bounded,
  BOUNDS,
  controlCharactersMessage,
  hasControlCharacters,
  isUuid,
  recordAudit,
} from '@local-events/platform/subgraph';
import { VENUE_LIMITS, VenueDescription } from '@local-events/contracts';
import { Venue } from '../entities/Venue.ts';
import { venueBySlug } from '../venue-by-slug.ts';
import { VenueManager } from '../entities/VenueManager.ts';
import { VenueToken } from '../entities/VenueToken.ts';
import type { VenuesContext } from './loaders.ts';
import { venueTokens } from '../venue-tokens.ts';
import { IssuedVenueTokenType, VenueAccessType } from './ManagementTypes.ts';
import { toVenueType, VenueType } from './VenueType.ts';

/** An audit entry about a venue. */
const venueEntry = (actor: string, venue: Pick<Venue, 'slug' | 'name'>, action: string) => ({
  actor,
  action,
  objectType: 'venue',
  objectId: venue.slug,
  objectName: venue.name,
});

const access = (venue: Venue, actor: string, role: VenueAccessType['role']) =>
  Object.assign(new VenueAccessType(), { venue: toVenueType(venue), actor, role });

/**
 * Whether the caller may manage this venue: a venue-manage token for it (X-Venue-Token), a bearer token whose subject
 * manages it (venues:manage), or an administrator. UNAUTHENTICATED or FORBIDDEN otherwise.
 */
async function accessTo(context: VenuesContext, slug: string): Promise<VenueAccessType> {
  const venue = await venueBySlug(context, slug);
  if (context.venueToken && !context.authorization) {
    const token = venueTokens.looksValid(context.venueToken)
      ? await context.em.findOne(VenueToken, { tokenHash: venueTokens.hash(context.venueToken), revokedAt: null })
      : null;
    if (!token) throw unauthenticated('The venue-manage token is not valid, or has been revoked.');
    // A valid token names who the caller is: for another venue, that caller is known but not allowed.
    if (token.venueId !== venue.id) throw forbidden(`This venue-manage token does not manage ${venue.slug}.`);
    return access(venue, `venue-token:${token.id}`, 'venue_manager');
  }
  const caller = await authenticated(context);
  if (caller.scopes.has(SCOPES.admin)) return access(venue, caller.subject, 'admin');
  if (!caller.scopes.has(SCOPES.manageVenues)) throw forbidden(`This needs one of the scopes: ${SCOPES.manageVenues}, ${SCOPES.admin}.`);
  const manages = await context.em.count(VenueManager, { venueId: venue.id, subject: caller.subject });
  if (!manages) throw forbidden(`${caller.subject} does not manage ${venue.slug}.`);
  return access(venue, caller.subject, 'venue_manager');
}

@Resolver()
export class ManagementResolver {
  @Query(() => VenueAccessType, {
    description:
      'Whether the caller may manage this venue: a venue-manage token for it (X-Venue-Token), a bearer token whose ' +
      'subject manages it (venues:manage), or an administrator. UNAUTHENTICATED or FORBIDDEN otherwise.',
  })
  async venueAccess(
    @Ctx() context: VenuesContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
  ): Promise<VenueAccessType> {
    return accessTo(context, slug);
  }

  @Mutation(() => VenueType, {
    description:
      "Sets what the venue's page says about it (plain text, line breaks allowed, at most 2,000 characters once trimmed; null or empty clears it). For " +
      'whoever may manage the venue (see venueAccess).',
  })
  async describeVenue(
    @Ctx() context: VenuesContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
    @Arg('description', () => String, { nullable: true }) @Bounded({ maxLength: VENUE_LIMITS.description }) description: string | null,
  ): Promise<VenueType> {
    const checked = VenueDescription.safeParse(description ?? '');
    if (!checked.success) throw userInputError(`description ${checked.error.issues[0]!.message}`, 'description');
    const text = checked.data || null;
    const { venue, actor } = await accessTo(context, slug);
    if (venue.description === text) return venue;
    await context.em.transactional(async (tx) => {
      await tx.nativeUpdate(Venue, { id: venue.id }, { description: text });
      await recordAudit(tx, {
        actor,
        action: 'update',
        objectType: 'venue',
        objectId: venue.slug,
        objectName: venue.name,
        changes: { description: { from: venue.description, to: text } },
      });
    });
    return Object.assign(venue, { description: text });
  }

  @Authorized(SCOPES.manageVenues, SCOPES.admin)
  @Query(() => [VenueType], { description: 'The venues the caller (the subject of a venues:manage token) manages, by name.' })
  async managedVenues(@Ctx() context: VenuesContext): Promise<VenueType[]> {
    const caller = await authenticated(context);
    const managed = await context.em.find(VenueManager, { subject: caller.subject }, { fields: ['venueId'] });
    const rows = await context.em.find(Venue, { id: { $in: managed.map((row) => row.venueId) } }, { orderBy: { name: 'asc' } });
    return rows.map(toVenueType);
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => IssuedVenueTokenType, { description: 'Issues a venue-manage token. Administrators only.' })
  async issueVenueToken(
    @Ctx() context: VenuesContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
    @Arg('label', () => String, { nullable: true }) @Bounded({ maxLength: 100 }) label?: string | null,
  ): Promise<IssuedVenueTokenType> {
    if (label && hasControlCharacters(label)) throw userInputError(`label ${controlCharactersMessage()}`, 'label');
    const caller = await authenticated(context);
    const venue = await venueBySlug(context, slug);
    const token = venueTokens.issue();
    const row = Object.assign(new VenueToken(), {
      venueId: venue.id,
      tokenHash: venueTokens.hash(token),
      label: label ?? null,
      createdBy: caller.subject,
    });
    await context.em.transactional(async (tx) => {
      tx.persist(row);
      await tx.flush();
      await recordAudit(tx, {
        ...venueEntry(caller.subject, venue, 'issue token'),
        changes: { token: { from: null, to: label ?? row.id } },
      });
    });
    return Object.assign(new IssuedVenueTokenType(), { id: row.id, token, venue: toVenueType(venue), createdAt: row.createdAt });
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => Boolean, { description: 'Revokes a venue-manage token; false when there was no such active token.' })
  async revokeVenueToken(@Ctx() context: VenuesContext, @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string): Promise<boolean> {
    const caller = await authenticated(context);
    if (!isUuid(id)) return false;
    return context.em.transactional(async (tx) => {
      const token = await tx.findOne(VenueToken, { id, revokedAt: null });
      if (!token) return false;
      token.revokedAt = new Date();
      await tx.flush();
      const venue = await tx.findOneOrFail(Venue, { id: token.venueId });
      await recordAudit(tx, {
        ...venueEntry(caller.subject, venue, 'revoke token'),
        changes: { token: { from: token.label ?? token.id, to: null } },
      });
      return true;
    });
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => VenueType, { description: 'Lets the subject of a token (venues:manage) manage the venue.' })
  async addVenueManager(
    @Ctx() context: VenuesContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
    @Arg('subject', () => String) @Bounded(BOUNDS.subject) subject: string,
  ): Promise<VenueType> {
    if (subject.length < 1 || hasControlCharacters(subject))
      throw userInputError('subject must be an account subject: one line, not empty', 'subject');
    const caller = await authenticated(context);
    const venue = await venueBySlug(context, slug);
    if (await context.em.count(VenueManager, { venueId: venue.id, subject })) return toVenueType(venue);
    await context.em.transactional(async (tx) => {
      await tx.upsert(VenueManager, { venueId: venue.id, subject });
      await recordAudit(tx, { ...venueEntry(caller.subject, venue, 'add manager'), changes: { manager: { from: null, to: subject } } });
    });
    return toVenueType(venue);
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => VenueType)
  async removeVenueManager(
    @Ctx() context: VenuesContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
    @Arg('subject', () => String) @Bounded(BOUNDS.subject) subject: string,
  ): Promise<VenueType> {
    const caller = await authenticated(context);
    const venue = await venueBySlug(context, slug);
    await context.em.transactional(async (tx) => {
      if ((await tx.nativeDelete(VenueManager, { venueId: venue.id, subject })) === 0) return;
      await recordAudit(tx, { ...venueEntry(caller.subject, venue, 'remove manager'), changes: { manager: { from: subject, to: null } } });
    });
    return toVenueType(venue);
  }
}

@Resolver(() => VenueType)
export class VenueManagersResolver {
  @Authorized(SCOPES.admin)
  @FieldResolver(() => [String], { description: 'Token subjects that manage the venue. Administrators only.' })
  async managers(@Root() venue: VenueType, @Ctx() { em }: VenuesContext): Promise<string[]> {
    return (await em.find(VenueManager, { venueId: venue.id }, { orderBy: { subject: 'asc' } })).map((row) => row.subject);
  }
}
