import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Ctx, Int, Query, Resolver } from 'type-graphql';
import { buildFederatedSchema, query, sql, startSubgraph, type SubgraphContext } from '@local-events/platform/subgraph';
import { DEFAULT_OPERATION_LIMITS, DEFAULT_TIME_BUDGET } from '@local-events/platform';
import { database } from '../../services/locations/src/database.ts';

/** What a service's context hook adds, as loaders do: something that reads `em` from the context it was given. */
type ProbeContext = SubgraphContext & { unitOfWorkSeenByHook: () => number };

@Resolver()
class UnitOfWorkProbe {
  @Query(() => Int, { description: "The id of this request's EntityManager" })
  unitOfWork(@Ctx() { em }: SubgraphContext): number {
    return em.id;
  }

  @Query(() => Boolean)
  sameUnitOfWorkEachTime(@Ctx() context: SubgraphContext): boolean {
    const first = context.em;
    const second = context.em;
    return first === second;
  }

  @Query(() => Boolean)
  sameUnitOfWorkAsTheHook(@Ctx() context: ProbeContext): boolean {
    return context.unitOfWorkSeenByHook() === context.em.id;
  }

  @Query(() => Int)
  async plainSql(@Ctx() { db }: SubgraphContext): Promise<number> {
    const [row] = await query(db, sql<{ one: number }>`select 1 as one`);
    return row!.one;
  }
}

const GATEWAY_SECRET = 'the-probe-gateway-secret-of-32-characters';

describe('a subgraph request context', () => {
  let subgraph: Awaited<ReturnType<typeof startSubgraph<ProbeContext, object>>>;
  let url: string;
  const ask = async (document: string) => {
    const response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ query: document }),
      headers: { 'content-type': 'application/json', 'x-gateway-secret': GATEWAY_SECRET },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };

  beforeAll(async () => {
    const stack = inject('stack');
    subgraph = await startSubgraph(
      {
        name: 'probe',
        database,
        schema: () => buildFederatedSchema({ resolvers: [UnitOfWorkProbe] }),
        context: (base) => ({ unitOfWorkSeenByHook: () => base.em.id }),
      },
      {
        port: 0,
        databaseUrl: stack.serviceDatabaseUrls.locations!,
        oidcIssuer: stack.issuer,
        oidcAudience: stack.audience,
        gatewayUrl: stack.gateway,
        gatewaySecret: GATEWAY_SECRET,
        limits: DEFAULT_OPERATION_LIMITS,
        budget: DEFAULT_TIME_BUDGET,
      },
    );
    url = `${subgraph.url}/graphql`;
  });
  afterAll(() => subgraph?.close());

  it('gives each request its own unit of work, the same one throughout the request', async () => {
    const first = await ask('{ unitOfWork again: unitOfWork sameUnitOfWorkEachTime sameUnitOfWorkAsTheHook }');
    expect(first.again).toBe(first.unitOfWork);
    expect(first.sameUnitOfWorkEachTime).toBe(true);
    expect(first.sameUnitOfWorkAsTheHook).toBe(true);
    const second = await ask('{ unitOfWork }');
    expect(second.unitOfWork).not.toBe(first.unitOfWork);
  });

  it('forks no unit of work for a request that reads through plain SQL only', async () => {
    const { unitOfWork: before } = await ask('{ unitOfWork }');
    expect(await ask('{ plainSql }')).toEqual({ plainSql: 1 });
    const { unitOfWork: after } = await ask('{ unitOfWork }');
    // EntityManager ids count up by one per fork in this process: nothing was forked in between.
    expect(after).toBe((before as number) + 1);
  });
});
