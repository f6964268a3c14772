/**
 * `npm run server-json -- --site <url> [--api <url>]`: writes server.json, the deployment's entry for the MCP
 * registry (both MCP endpoints as remote servers), for its own public addresses. The committed one describes the
 * example deployment the docs use (https://events.example.org).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { mcpRegistryEntry } from '@local-events/platform';
import { repoPath } from './paths.ts';

export const EXAMPLE_SITE = 'https://events.example.org';

export async function registryEntry(siteUrl: string, apiUrl = siteUrl) {
  const { version } = JSON.parse(await readFile(repoPath('facades/api/package.json'), 'utf8')) as { version: string };
  return `${JSON.stringify(mcpRegistryEntry({ siteUrl, apiUrl }, version), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { site: { type: 'string', default: EXAMPLE_SITE }, api: { type: 'string' } } });
  await writeFile(repoPath('server.json'), await registryEntry(values.site, values.api ?? values.site));
  process.stdout.write(`server.json written for ${values.site}\n`);
}
