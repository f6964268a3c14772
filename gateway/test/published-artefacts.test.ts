import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SUBGRAPHS } from '../../infra/src/subgraphs.ts';
import {
  composeFrom,
  currentSdls,
  PUBLISHED_CLIENT_SCHEMA,
  PUBLISHED_SUPERGRAPH,
  printedClientSchema,
  publishedSdls,
  subgraphUrls,
} from '../../infra/src/supergraph.ts';

const STALE = 'is stale: run `npm run compose` and commit what it writes';

describe('the committed graph', () => {
  it("each subgraph's published SDL (services/<name>/schema.graphql) is what its code prints", async () => {
    const [printed, published] = [await currentSdls(), await publishedSdls()];
    for (const { name } of SUBGRAPHS) expect(published[name], `services/${name}/schema.graphql ${STALE}`).toBe(printed[name]);
  });

  it('the committed supergraph (gateway/supergraph.graphql) composes the published SDL for the default addresses', async () => {
    const supergraph = await readFile(PUBLISHED_SUPERGRAPH, 'utf8');
    expect(supergraph, `gateway/supergraph.graphql ${STALE}`).toBe(composeFrom(await publishedSdls(), subgraphUrls({})));
  });

  it("the committed client schema (gateway/client-schema.graphql, what typed operations are generated from) is the supergraph's", async () => {
    const schema = await readFile(PUBLISHED_CLIENT_SCHEMA, 'utf8');
    expect(schema, `gateway/client-schema.graphql ${STALE}`).toBe(`${printedClientSchema(await publishedSdls())}\n`);
  });
});
