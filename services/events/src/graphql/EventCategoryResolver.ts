import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { EVENT_CATEGORIES } from '@local-events/contracts';

@ObjectType('EventCategory', { description: 'A category of the guide: search and lists filter by its id.' })
export class EventCategoryType {
  @Field(() => String)
  id!: string;

  @Field(() => String)
  label!: string;
}

@Resolver()
export class EventCategoryResolver {
  @Query(() => [EventCategoryType], { description: "The guide's categories, in the order the site shows them." })
  eventCategories(): EventCategoryType[] {
    return EVENT_CATEGORIES.map(({ id, label }) => ({ id, label }));
  }
}
