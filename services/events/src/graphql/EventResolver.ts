import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { uuidArgument, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { Event } from '../entities/Event.ts';
import type { EventsContext } from '../loaders.ts';

@Resolver(() => Event)
export class EventResolver {
  @Query(() => Event, { nullable: true, description: 'A published event.' })
  async event(@Ctx() { em }: EventsContext, @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string): Promise<Event | null> {
    const row = await em.findOne(Event, { uuid: uuidArgument(uuid), status: 'published' });
    return row ? row : null;
  }
}
