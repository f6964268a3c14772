import { Ctx, Field, FieldResolver, InputType, ObjectType, Resolver, Root } from 'type-graphql';
import { CREDIT_LIMITS } from '@local-events/contracts';
import { Bounded } from '@local-events/platform/subgraph';
import { Event } from '../entities/Event.ts';
import type { EventsContext } from '../loaders.ts';

@ObjectType('SpottedBy', { description: 'Who found the event, as they chose to be credited. Never an e-mail address.' })
export class SpottedBy {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  org!: string | null;

  @Field(() => String, { nullable: true, description: 'An https picture the submitter gave.' })
  avatarUrl!: string | null;

  @Field(() => Date, { description: 'When the guide had the event from them.' })
  spottedAt!: Date;

  @Field(() => Boolean, { description: "The one credited is one of the guide's staff." })
  isAreaAdmin!: boolean;
}

@InputType('SubmitterCreditInput', {
  description: 'The credit a submitter chose on the submit form, as the submissions service relays it.',
})
export class CreditInput {
  @Field(() => String)
  @Bounded({ maxLength: CREDIT_LIMITS.name })
  name!: string;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: CREDIT_LIMITS.org })
  org?: string | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: CREDIT_LIMITS.avatarUrl })
  avatarUrl?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The submitter was signed in as staff (events:review or events:admin).' })
  staff?: boolean | null;
}

/** The event with what no list row carries (event-rows.ts): itself when it is a whole entity, else read (batched). */
const whole = async (event: Event, { loaders }: EventsContext): Promise<Event> =>
  typeof event.creditStaff === 'boolean' && event.createdAt instanceof Date ? event : ((await loaders.event.load(event.uuid)) ?? event);

/** The event's bookkeeping the graph shows: when it came and changed, and who found it. */
@Resolver(() => Event)
export class EventDetailsResolver {
  @FieldResolver(() => Date, { description: 'When the guide first had the event.' })
  async createdAt(@Root() event: Event, @Ctx() context: EventsContext): Promise<Date> {
    return (await whole(event, context)).createdAt;
  }

  @FieldResolver(() => Date, { description: 'When the event last changed.' })
  async updatedAt(@Root() event: Event, @Ctx() context: EventsContext): Promise<Date> {
    return (await whole(event, context)).updatedAt;
  }

  @FieldResolver(() => SpottedBy, {
    nullable: true,
    description:
      'Who found the event: the credit its submitter chose, or its venue for an event its managers added; null when no credit was given.',
  })
  async spottedBy(@Root() row: Event, @Ctx() context: EventsContext): Promise<SpottedBy | null> {
    const event = await whole(row, context);
    const { loaders } = context;
    const spotted = { spottedAt: event.createdAt, isAreaAdmin: event.creditStaff };
    if (event.creditKind === 'person' && event.creditName)
      return Object.assign(new SpottedBy(), { ...spotted, name: event.creditName, org: event.creditOrg, avatarUrl: event.creditAvatarUrl });
    if (event.creditKind !== 'venue' || event.venueId === null) return null;
    const venue = await loaders.venueName.load(event.venueId);
    return venue === null ? null : Object.assign(new SpottedBy(), { ...spotted, name: venue, org: venue, avatarUrl: null });
  }
}
