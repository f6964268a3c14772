import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { MCP_REGISTRY_SCHEMA } from '@local-events/platform';
import { repoPath } from '../src/paths.ts';
import { EXAMPLE_SITE, registryEntry } from '../src/server-json.ts';

const schema = JSON.parse(await readFile(repoPath('test/fixtures/mcp-registry-server.schema.json'), 'utf8')) as { $id: string };
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

describe("server.json, the project's entry for the MCP registry", () => {
  it("validates against the registry's 2025-12-11 schema", async () => {
    const entry = JSON.parse(await readFile(repoPath('server.json'), 'utf8')) as { $schema: string };
    expect(entry.$schema).toBe(MCP_REGISTRY_SCHEMA);
    expect(schema.$id).toBe(MCP_REGISTRY_SCHEMA);
    expect(validate(entry), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('describes both endpoints as remote streamable-HTTP servers under a reverse-DNS name, as npm run server-json writes it', async () => {
    const committed = await readFile(repoPath('server.json'), 'utf8');
    expect(committed).toBe(await registryEntry(EXAMPLE_SITE));
    const entry = JSON.parse(committed) as { name: string; remotes: { type: string; url: string }[] };
    expect(entry.name).toBe('org.example.events/local-events');
    expect(entry.remotes.map((remote) => [remote.type, remote.url])).toEqual([
      ['streamable-http', 'https://events.example.org/api/mcp/events'],
      ['streamable-http', 'https://events.example.org/api/mcp'],
    ]);
  });

  it("a deployment's own addresses make its own valid entry; the schema refuses a broken one", async () => {
    const own = JSON.parse(await registryEntry('https://whats-on.town.example', 'https://api.whats-on.town.example')) as Record<
      string,
      unknown
    >;
    expect(validate(own), JSON.stringify(validate.errors)).toBe(true);
    expect(own.name).toBe('example.town.whats-on/local-events');
    expect(validate({ ...own, name: 'no slash here' })).toBe(false);
    expect(validate({ ...own, description: 'x'.repeat(101) })).toBe(false);
  });
});
