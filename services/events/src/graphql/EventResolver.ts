import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { uuidArgument, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { Event } from '../entities/Event.ts';
import type { EventsContext } from '../loaders.ts';
import { EventType, toEventType } from './EventType.ts';

@Resolver(() => EventType)
export class EventResolver {
  @Query(() => EventType, { nullable: true, description: 'A published event.' })
  async event(@Ctx() { em }: EventsContext, @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string): Promise<EventType | null> {
    const row = await em.findOne(Event, { uuid: uuidArgument(uuid), status: 'published' });
    return row ? toEventType(row) : null;
  }
}
