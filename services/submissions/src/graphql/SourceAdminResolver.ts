import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  auditEntries,
  AuditEntryType,
  AuditFilterArgs,
  authenticated,
  Bounded,
  BOUNDS,
  checkedAuditFilter,
  notFoundError,
  passingOnRefusals,
  recordAudit,
  venueMergeError,
  SCOPES,
  venueMergeRefusal,
} from '@local-events/platform/subgraph';
import { Source } from '../entities/Source.ts';
import { SourceVenuesToMergeDocument } from '../generated/operations.ts';
import type { SubmissionsContext } from '../loaders.ts';

@Resolver()
export class SourceAdminResolver {
  @Authorized(SCOPES.admin)
  @Mutation(() => Int, {
    description:
      'Moves the sources of a venue being merged to the venue kept (the second part of a merge, before mergeVenue); refused as ' +
      'mergeVenue would refuse the pair. Answers how many moved. Administrators.',
  })
  async moveVenueSources(
    @Ctx() context: SubmissionsContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
    @Arg('into', () => String) @Bounded(BOUNDS.slug) into: string,
  ): Promise<number> {
    const caller = await authenticated(context);
    const { merged, kept } = await passingOnRefusals(() => context.gateway.request(SourceVenuesToMergeDocument, { slug, into }, context));
    if (!merged || !kept) throw notFoundError(`No venue has the slug "${merged ? into : slug}".`);
    const refusal = venueMergeRefusal(merged, kept);
    if (refusal) throw venueMergeError(refusal);
    return context.em.transactional(async (tx) => {
      const sources = await tx.find(Source, { venueId: merged.id });
      for (const source of sources) {
        Object.assign(source, { venueId: kept.id, venueSlug: kept.slug });
        await recordAudit(tx, {
          actor: caller.subject,
          action: 'update',
          objectType: 'source',
          objectId: source.id,
          objectName: source.url,
          changes: { venueSlug: { from: merged.slug, to: kept.slug } },
        });
      }
      await tx.flush();
      return sources.length;
    });
  }

  @Authorized(SCOPES.admin)
  @Query(() => [AuditEntryType], {
    description: "The submissions service's audit log (sources and the waitlist), newest first. Administrators.",
  })
  async sourceAudit(@Ctx() { db }: SubmissionsContext, @Args(() => AuditFilterArgs) filter: AuditFilterArgs): Promise<AuditEntryType[]> {
    return auditEntries(db, 'source', checkedAuditFilter(filter));
  }
}
