import { isUuid, type ReferenceResolvers } from '@local-events/platform/subgraph';
import type { SubmissionsContext } from '../loaders.ts';
import { EventRef, toSubmissionType } from './SubmissionType.ts';

export const referenceResolvers: ReferenceResolvers = {
  Event: {
    __resolveReference: (reference: { submissionUuid: unknown }, _context: SubmissionsContext) =>
      typeof reference.submissionUuid === 'string' && isUuid(reference.submissionUuid)
        ? Object.assign(new EventRef(), { submissionUuid: reference.submissionUuid.toLowerCase() })
        : null,
  },
  Submission: {
    async __resolveReference(reference: { uuid: string }, { loaders }: SubmissionsContext) {
      const row = await loaders.submission.load(reference.uuid);
      return row ? toSubmissionType(row) : null;
    },
  },
};
