import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import {
  authenticated,
  Bounded,
  BOUNDS,
  givenFields,
  graphqlEnum,
  MAX_URL_LENGTH,
  SCOPES,
  uuidArgument,
} from '@local-events/platform/subgraph';
import { Source, SOURCE_TRUST, type SourceTrust } from '../entities/Source.ts';
import { RUN_STATUSES, type RunStatus, type SourceRun } from '../entities/SourceRun.ts';
import type { SubmissionsContext } from '../loaders.ts';
import {
  changeSource,
  registerSource,
  removeSource,
  SCHEDULE_MINUTES,
  type SourceFields,
  type SourceScope,
  sourceIn,
  sourcesIn,
  startRun,
  venueScope,
} from '../sources/registry.ts';
import { minutesUntilNextRun } from '../sources/run-source.ts';
import { KEPT_RUNS } from '../sources/runs.ts';

const SourceTrustEnum = graphqlEnum(
  'SourceTrust',
  SOURCE_TRUST,
  '`publish`: its events go straight into the guide; `review`: new ones wait in the review queue.',
);
const SourceRunStatusEnum = graphqlEnum(
  'SourceRunStatus',
  RUN_STATUSES,
  'running; ok; not_modified (the feed answered 304 to the conditional request); failed (with its reason).',
);
const URL = { maxLength: MAX_URL_LENGTH };
const SCHEDULE = { min: SCHEDULE_MINUTES.min, max: SCHEDULE_MINUTES.max };

@ObjectType('SourceRun', { description: 'One run of a followed source.' })
class SourceRunType {
  @Field(() => Date) at!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
  @Field(() => SourceRunStatusEnum) status!: RunStatus;
  @Field(() => Int) created!: number;
  @Field(() => Int) updated!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Int) unchanged!: number;
  @Field(() => String, { nullable: true, description: 'Why a failed run failed.' }) error!: string | null;
}

const toRun = (run: SourceRun) => Object.assign(new SourceRunType(), { ...run, at: run.startedAt });

@ObjectType('FollowedSource', { description: 'A feed the guide follows by itself: iCalendar, schema.org pages or JSON-LD, or h-event.' })
class SourceType {
  @Field(() => String) id!: string;
  @Field(() => String) url!: string;
  @Field(() => Int) zoneId!: number;
  @Field(() => String, { nullable: true }) venueSlug!: string | null;
  @Field(() => SourceTrustEnum) trust!: SourceTrust;
  @Field(() => Int, { description: 'Minutes between runs.' }) everyMinutes!: number;
  @Field(() => Boolean) paused!: boolean;
  @Field(() => Date, { nullable: true, description: 'When it runs next; null while paused.' }) nextRunAt!: Date | null;
  @Field(() => Int, { description: 'Failed runs in a row; from three on, it waits longer each time (doubling, at most a day).' })
  failuresInARow!: number;
  @Field(() => Boolean) backingOff!: boolean;
  @Field(() => Date) createdAt!: Date;
}

const toSource = (source: Source) =>
  Object.assign(new SourceType(), {
    ...source,
    nextRunAt: source.paused ? null : source.nextRunAt,
    backingOff: minutesUntilNextRun(source) > source.everyMinutes,
  });

@InputType('NewSourceInput')
class NewSourceInput {
  @Field(() => String) @Bounded(URL) url!: string;
  @Field(() => Int, { nullable: true, description: 'Required unless venueSlug names the venue (whose zone it is).' })
  @Bounded(BOUNDS.id)
  zoneId?: number;
  @Field(() => SourceTrustEnum, { nullable: true, description: 'review unless given.' }) trust?: SourceTrust;
  @Field(() => String, { nullable: true }) @Bounded(BOUNDS.slug) venueSlug?: string;
  @Field(() => Int, { nullable: true, description: 'Minutes between runs (60 unless given).' }) @Bounded(SCHEDULE) everyMinutes?: number;
}

@InputType('SourceChangesInput')
class SourceChangesInput {
  @Field(() => String, { nullable: true }) @Bounded(URL) url?: string;
  @Field(() => SourceTrustEnum, { nullable: true, description: 'Administrators only.' }) trust?: SourceTrust;
  @Field(() => Int, { nullable: true }) @Bounded(SCHEDULE) everyMinutes?: number;
  @Field(() => Boolean, { nullable: true }) paused?: boolean;
}

const adminScope = async (context: SubmissionsContext): Promise<SourceScope> => ({
  kind: 'admin',
  subject: (await authenticated(context)).subject,
});

/** Sources for administrators (events:admin), and each venue's own for whoever manages it. */
@Resolver(() => SourceType)
export class SourceResolver {
  @FieldResolver(() => SourceRunType, { nullable: true, description: 'The last run.' })
  async lastRun(@Root() source: SourceType, @Ctx() context: SubmissionsContext): Promise<SourceRunType | null> {
    const [run] = await context.loaders.sourceRuns.load(source.id);
    return run ? toRun(run) : null;
  }

  @FieldResolver(() => [SourceRunType], { description: `The last runs, newest first (at most ${KEPT_RUNS}).` })
  async runs(@Root() source: SourceType, @Ctx() context: SubmissionsContext): Promise<SourceRunType[]> {
    return (await context.loaders.sourceRuns.load(source.id)).map(toRun);
  }

  @Authorized(SCOPES.admin)
  @Query(() => [SourceType], { description: 'Every followed source.' })
  async sources(@Ctx() context: SubmissionsContext): Promise<SourceType[]> {
    return (await sourcesIn(context.em, await adminScope(context))).map(toSource);
  }

  @Authorized(SCOPES.admin)
  @Query(() => SourceType, { nullable: true })
  async source(@Ctx() context: SubmissionsContext, @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string): Promise<SourceType | null> {
    const found = await context.em.findOne(Source, { id: uuidArgument(id) });
    return found ? toSource(found) : null;
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => SourceType, {
    description: 'Follows a feed: its events go into the zone (at the venue, if named), published or for review.',
  })
  async registerSource(@Ctx() context: SubmissionsContext, @Arg('input', () => NewSourceInput) input: NewSourceInput): Promise<SourceType> {
    return toSource(await registerSource(context, await adminScope(context), givenFields(input) as NewSourceInput));
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => SourceType)
  async updateSource(
    @Ctx() context: SubmissionsContext,
    @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string,
    @Arg('changes', () => SourceChangesInput) changes: SourceChangesInput,
  ): Promise<SourceType> {
    const scope = await adminScope(context);
    const source = await sourceIn(context.em, scope, uuidArgument(id));
    return toSource(await changeSource(context, scope, source, givenFields(changes) as SourceFields));
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => Boolean, { description: 'Stops following a feed; the events it brought stay.' })
  async removeSource(@Ctx() context: SubmissionsContext, @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string): Promise<boolean> {
    const scope = await adminScope(context);
    await removeSource(context, scope, await sourceIn(context.em, scope, uuidArgument(id)));
    return true;
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => SourceType, { description: 'Starts a run now; it happens in the background, one at a time per source.' })
  async runSource(@Ctx() context: SubmissionsContext, @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string): Promise<SourceType> {
    const scope = await adminScope(context);
    const source = await sourceIn(context.em, scope, uuidArgument(id));
    await startRun(context, scope, source);
    return toSource(source);
  }

  @Query(() => [SourceType], { description: "A venue's own followed sources, for whoever manages the venue." })
  async venueSources(
    @Ctx() context: SubmissionsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
  ): Promise<SourceType[]> {
    return (await sourcesIn(context.em, await venueScope(context, venueSlug))).map(toSource);
  }

  @Query(() => SourceType)
  async venueSource(
    @Ctx() context: SubmissionsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string,
  ): Promise<SourceType> {
    return toSource(await sourceIn(context.em, await venueScope(context, venueSlug), uuidArgument(id)));
  }

  @Mutation(() => SourceType, { description: "Follows a feed of the venue's own: its events are published at the venue." })
  async registerVenueSource(
    @Ctx() context: SubmissionsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('url', () => String) @Bounded(URL) url: string,
    @Arg('everyMinutes', () => Int, { nullable: true }) @Bounded(SCHEDULE) everyMinutes?: number,
  ): Promise<SourceType> {
    const scope = await venueScope(context, venueSlug);
    return toSource(await registerSource(context, scope, { url, ...(everyMinutes ? { everyMinutes } : {}) }));
  }

  @Mutation(() => SourceType)
  async updateVenueSource(
    @Ctx() context: SubmissionsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string,
    @Arg('changes', () => SourceChangesInput) changes: SourceChangesInput,
  ): Promise<SourceType> {
    const { trust: _trust, ...fields } = givenFields(changes) as SourceFields;
    const scope = await venueScope(context, venueSlug);
    const source = await sourceIn(context.em, scope, uuidArgument(id));
    return toSource(await changeSource(context, scope, source, fields));
  }

  @Mutation(() => Boolean)
  async removeVenueSource(
    @Ctx() context: SubmissionsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string,
  ): Promise<boolean> {
    const scope = await venueScope(context, venueSlug);
    await removeSource(context, scope, await sourceIn(context.em, scope, uuidArgument(id)));
    return true;
  }

  @Mutation(() => SourceType)
  async runVenueSource(
    @Ctx() context: SubmissionsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('id', () => String) @Bounded(BOUNDS.uuid) id: string,
  ): Promise<SourceType> {
    const scope = await venueScope(context, venueSlug);
    const source = await sourceIn(context.em, scope, uuidArgument(id));
    await startRun(context, scope, source);
    return toSource(source);
  }
}
