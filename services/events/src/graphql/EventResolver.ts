import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { uuidArgument, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { Event } from '../entities/Event.ts';
import { EventTransition } from '../entities/EventTransition.ts';
import type { EventsContext } from '../loaders.ts';

@Resolver(() => Event)
export class EventResolver {
  @Query(() => Event, { nullable: true, description: 'A published event (or a cancelled one, with `includeCancelled`).' })
  async event(
    @Ctx() { em }: EventsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('includeCancelled', () => Boolean, {
      defaultValue: false,
      description: 'Also a cancelled event (`status` says so): for its page and calendar file, which tell people it is off.',
    })
    includeCancelled: boolean,
  ): Promise<Event | null> {
    const row = await em.findOne(Event, {
      uuid: uuidArgument(uuid),
      status: includeCancelled ? { $in: ['published', 'cancelled'] } : 'published',
    });
    return row ? row : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why a cancelled event was cancelled, in the words of whoever cancelled it; null otherwise.',
  })
  async cancellationReason(@Root() event: Event, @Ctx() { em }: EventsContext): Promise<string | null> {
    if (event.status !== 'cancelled') return null;
    const cancelled = await em.findOne(
      EventTransition,
      { eventUuid: event.uuid, toStatus: 'cancelled' },
      { orderBy: { at: 'desc', id: 'desc' } },
    );
    return cancelled?.message ?? null;
  }
}
