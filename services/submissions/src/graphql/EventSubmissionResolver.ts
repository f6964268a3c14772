import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { SCOPES } from '@local-events/platform/subgraph';
import type { SubmissionsContext } from '../loaders.ts';
import { EventRef, SubmissionType, toSubmissionType } from './SubmissionType.ts';

@Resolver(() => EventRef)
export class EventSubmissionResolver {
  @Authorized(SCOPES.review, SCOPES.admin)
  @FieldResolver(() => SubmissionType, {
    nullable: true,
    description: 'The submission the event was created from: what the page lacked, when it came. Reviewers only.',
  })
  async submission(@Root() event: EventRef, @Ctx() { loaders }: SubmissionsContext): Promise<SubmissionType | null> {
    if (!event.submissionUuid) return null;
    const row = await loaders.submission.load(event.submissionUuid);
    return row ? toSubmissionType(row) : null;
  }
}
