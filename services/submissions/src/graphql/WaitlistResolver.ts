import { z } from 'zod';
import { WAITLIST_LIMITS } from '@local-events/contracts';
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { LockMode } from '@mikro-orm/core';
import {
  authenticated,
  Bounded,
  BOUNDS,
  notFoundError,
  recordAudit,
  SCOPES,
  userInputError,
  uuidArgument,
  withoutControlCharacters,
} from '@local-events/platform/subgraph';
import { WaitlistRequest } from '../entities/WaitlistRequest.ts';
import type { SubmissionsContext } from '../loaders.ts';

const EMAIL = z.email().max(WAITLIST_LIMITS.email);

@InputType('WaitlistInput', { description: '"Tell me when my town is covered."' })
class WaitlistInput {
  @Field(() => String)
  @Bounded({ maxLength: WAITLIST_LIMITS.email })
  email!: string;

  @Field(() => String, { description: 'The town or neighbourhood, in their words.' })
  @Bounded({ maxLength: WAITLIST_LIMITS.location })
  location!: string;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: WAITLIST_LIMITS.message })
  message?: string | null;

  @Field(() => String, { nullable: true, description: "A form's trap for robots: filled in, the request is answered but not kept." })
  @Bounded({ maxLength: WAITLIST_LIMITS.message })
  honeypot?: string | null;
}

@ObjectType('WaitlistRequest', { description: 'Someone waiting for their town to be covered.' })
class WaitlistRequestType {
  @Field(() => String)
  uuid!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  location!: string;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When an administrator marked it done.' })
  doneAt!: Date | null;

  @Field(() => String, { nullable: true })
  doneBy!: string | null;
}

const oneLine = (text: string) => withoutControlCharacters(text).replace(/\s+/g, ' ').trim();

@Resolver()
export class WaitlistResolver {
  @Mutation(() => Boolean, {
    description:
      'Asks to be told when a town is covered. Counted per client as submissions are (RATE_LIMITED over the quota). True once ' +
      'the request is taken, also when a filled-in honeypot means it is not kept.',
  })
  async joinWaitlist(@Ctx() context: SubmissionsContext, @Arg('input', () => WaitlistInput) input: WaitlistInput): Promise<boolean> {
    await context.services.quota.countWaitlist(context.clientAddress);
    const email = input.email.trim();
    const location = oneLine(input.location);
    if (!EMAIL.safeParse(email).success) throw userInputError('email must be an e-mail address', 'email');
    if (!location) throw userInputError('location must name a town', 'location');
    if (input.honeypot?.trim()) return true;
    const message = input.message ? withoutControlCharacters(input.message, 'multi-line').trim() || null : null;
    await context.em.persist(Object.assign(new WaitlistRequest(), { email, location, message })).flush();
    return true;
  }

  @Authorized(SCOPES.admin)
  @Query(() => [WaitlistRequestType], {
    description: 'Who waits for which town, newest first; those marked done only when asked for. Administrators only.',
  })
  async waitlist(
    @Ctx() context: SubmissionsContext,
    @Arg('limit', () => Int, { defaultValue: 50 }) @Bounded({ min: 1, max: WAITLIST_LIMITS.page }) limit: number,
    @Arg('includeDone', () => Boolean, { defaultValue: false }) includeDone: boolean,
  ): Promise<WaitlistRequestType[]> {
    const rows = await context.em.find(WaitlistRequest, includeDone ? {} : { doneAt: null }, {
      orderBy: { createdAt: 'desc', uuid: 'asc' },
      limit,
    });
    return rows.map((row) => Object.assign(new WaitlistRequestType(), row));
  }

  @Authorized(SCOPES.admin)
  @Mutation(() => WaitlistRequestType, { description: 'Marks a request done (`done: false` opens it again). Administrators only.' })
  async markWaitlistRequest(
    @Ctx() context: SubmissionsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('done', () => Boolean, { defaultValue: true }) done: boolean,
  ): Promise<WaitlistRequestType> {
    const caller = await authenticated(context);
    return context.em.transactional(async (tx) => {
      const row = await tx.findOne(WaitlistRequest, { uuid: uuidArgument(uuid) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw notFoundError('There is no such waitlist request.');
      if ((row.doneAt !== null) !== done) {
        Object.assign(row, done ? { doneAt: new Date(), doneBy: caller.subject } : { doneAt: null, doneBy: null });
        await tx.flush();
        await recordAudit(tx, {
          actor: caller.subject,
          action: done ? 'mark done' : 'reopen',
          objectType: 'waitlist',
          objectId: row.uuid,
          objectName: row.location,
        });
      }
      return Object.assign(new WaitlistRequestType(), row);
    });
  }
}
