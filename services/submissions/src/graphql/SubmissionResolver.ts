import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { uuidArgument } from '@local-events/platform/subgraph';
import type { SubmissionsContext } from '../loaders.ts';
import { SubmissionType, toSubmissionType } from './SubmissionType.ts';

@Resolver(() => SubmissionType)
export class SubmissionResolver {
  @Query(() => SubmissionType, { nullable: true })
  async submission(@Ctx() { loaders }: SubmissionsContext, @Arg('uuid', () => String) uuid: string): Promise<SubmissionType | null> {
    const row = await loaders.submission.load(uuidArgument(uuid));
    return row ? toSubmissionType(row) : null;
  }
}
