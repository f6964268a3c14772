import { EventContent } from '@local-events/contracts';
import { withInputFields } from '@local-events/platform/subgraph';
import { Field, InputType } from 'type-graphql';

@InputType('EventContentInput')
class EventTimesInput {
  @Field(() => Date, { nullable: true })
  startTime?: Date;

  @Field(() => Date, { nullable: true })
  endTime?: Date | null;
}

/**
 * What an event says about itself and when, as GraphQL takes it: its times, and the content fields of the
 * contract's EventContent. The inputs that create or change events build on it.
 */
export const EventContentInput = withInputFields(EventTimesInput, EventContent);
export type EventContentInput = InstanceType<typeof EventContentInput>;
