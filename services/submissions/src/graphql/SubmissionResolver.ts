import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { isUuid, userInputError } from '@local-events/platform/subgraph';
import type { SubmissionsContext } from '../loaders.ts';
import { SubmissionType, toSubmissionType } from './SubmissionType.ts';

@Resolver(() => SubmissionType)
export class SubmissionResolver {
  @Query(() => SubmissionType, { nullable: true })
  async submission(@Ctx() { loaders }: SubmissionsContext, @Arg('uuid', () => String) uuid: string): Promise<SubmissionType | null> {
    if (!isUuid(uuid)) throw userInputError('uuid must be a UUID', 'uuid');
    const row = await loaders.submission.load(uuid.toLowerCase());
    return row ? toSubmissionType(row) : null;
  }
}
