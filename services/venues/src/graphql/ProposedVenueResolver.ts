import { Arg, Authorized, Ctx, InputType, Mutation, Query, Resolver } from 'type-graphql';
import {
  authenticated,
  SCOPES,
  recordAudit,
  userInputError,
  uuidArgument,
  venueMergeError,
  venueMergeRefusal,
  Bounded,
  BOUNDS,
  controlCharactersMessage,
  hasControlCharacters,
  query,
  sql,
} from '@local-events/platform/subgraph';
import { Venue } from '../entities/Venue.ts';
import { VenueManager } from '../entities/VenueManager.ts';
import { VenueToken } from '../entities/VenueToken.ts';
import { venueBySlug } from '../venue-by-slug.ts';
import { freeSlug } from '../free-slug.ts';
import { VenuePlaceInput } from './VenueAdminTypes.ts';
import type { VenuesContext } from './loaders.ts';
import { toVenueType, VenueType } from './VenueType.ts';

@InputType('ProposedVenueInput', { description: 'A venue named by a submitted page that matches no known venue.' })
export class ProposedVenueInput extends VenuePlaceInput {}

@Resolver()
export class ProposedVenueResolver {
  @Authorized(SCOPES.submit)
  @Mutation(() => VenueType, {
    description:
      'Creates a proposed venue for a submission (the submissions service, events:submit). Idempotent on the submission: ' +
      'asked again, it answers the venue created the first time.',
  })
  async proposeVenue(
    @Ctx() context: VenuesContext,
    @Arg('submissionUuid', () => String) @Bounded(BOUNDS.uuid) submissionUuid: string,
    @Arg('input', () => ProposedVenueInput) input: ProposedVenueInput,
  ): Promise<VenueType> {
    await authenticated(context);
    const uuid = uuidArgument(submissionUuid, 'submissionUuid');
    const name = input.name.trim();
    if (!name) throw userInputError('name must not be empty', 'name');
    for (const field of ['name', 'address'] as const) {
      if (hasControlCharacters(input[field])) throw userInputError(`${field} ${controlCharactersMessage()}`, field);
    }
    const existing = await context.em.findOne(Venue, { proposedBySubmission: uuid });
    if (existing) return toVenueType(existing);
    const venue = Object.assign(new Venue(), {
      ...input,
      name,
      address: input.address.trim(),
      slug: await freeSlug(context, name),
      status: 'proposed',
      proposedBySubmission: uuid,
    });
    try {
      await context.em.persist(venue).flush();
    } catch (error) {
      const winner = await context.em.fork().findOne(Venue, { proposedBySubmission: uuid });
      if (winner) return toVenueType(winner);
      throw error;
    }
    return toVenueType(venue);
  }

  @Authorized(SCOPES.review, SCOPES.admin)
  @Query(() => [VenueType], {
    description:
      'Venues proposed by submitted pages and not yet approved or merged, oldest first, at most 200. Reviewers and administrators.',
  })
  async proposedVenues(@Ctx() context: VenuesContext): Promise<VenueType[]> {
    await authenticated(context);
    const rows = await context.em.find(Venue, { status: 'proposed' }, { orderBy: { id: 'asc' }, limit: 200 });
    return rows.map(toVenueType);
  }

  @Authorized(SCOPES.review, SCOPES.admin)
  @Mutation(() => VenueType, {
    description:
      'Confirms a proposed venue, which is then listed with its zone: reviewers do it as part of a review. An active venue answers as it is.',
  })
  async approveVenue(@Ctx() context: VenuesContext, @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string): Promise<VenueType> {
    await authenticated(context);
    const caller = await authenticated(context);
    const venue = await venueBySlug(context, slug);
    if (venue.status === 'active') return toVenueType(venue);
    await context.em.transactional(async (tx) => {
      await tx.nativeUpdate(Venue, { id: venue.id }, { status: 'active' });
      await recordAudit(tx, {
        actor: caller.subject,
        action: 'approve',
        objectType: 'venue',
        objectId: venue.slug,
        objectName: venue.name,
        changes: { status: { from: 'proposed', to: 'active' } },
      });
    });
    return toVenueType(Object.assign(venue, { status: 'active' }));
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => VenueType, {
    description:
      'Merges a venue into another of its zone (a proposed one, or a duplicate): it is removed, its managers manage the venue kept, ' +
      'its tokens end. Move its events (moveVenueEvents) and sources (moveVenueSources) first; the REST merge does all three. ' +
      'Answers the venue merged into. Administrators only.',
  })
  async mergeVenue(
    @Ctx() context: VenuesContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
    @Arg('into', () => String) @Bounded(BOUNDS.slug) into: string,
  ): Promise<VenueType> {
    const caller = await authenticated(context);
    const [merged, target] = [await venueBySlug(context, slug), await venueBySlug(context, into)];
    const refusal = venueMergeRefusal(merged, target);
    if (refusal) throw venueMergeError(refusal);
    await context.em.transactional(async (tx) => {
      // Its managers look after the same place under the venue kept; its tokens named the venue removed, so they end.
      await query(
        tx,
        sql`insert into venue_manager (venue_id, subject)
            select ${target.id}, subject from venue_manager where venue_id = ${merged.id} on conflict do nothing`,
      );
      await tx.nativeDelete(VenueManager, { venueId: merged.id });
      await tx.nativeDelete(VenueToken, { venueId: merged.id });
      await tx.nativeDelete(Venue, { id: merged.id });
      await recordAudit(tx, {
        actor: caller.subject,
        action: 'merge',
        objectType: 'venue',
        objectId: merged.slug,
        objectName: merged.name,
        changes: { mergedInto: { from: null, to: target.slug } },
      });
    });
    return toVenueType(target);
  }
}
