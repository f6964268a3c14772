import type { ReferenceResolvers } from '@local-events/platform/subgraph';
import type { SubmissionsContext } from '../loaders.ts';
import { toSubmissionType } from './SubmissionType.ts';

export const referenceResolvers: ReferenceResolvers = {
  Submission: {
    async __resolveReference(reference: { uuid: string }, { loaders }: SubmissionsContext) {
      const row = await loaders.submission.load(reference.uuid);
      return row ? toSubmissionType(row) : null;
    },
  },
};
