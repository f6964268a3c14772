import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take longest, mostly waiting (a minute of load, a whole `npm start` twice, browsers, retries and
 * timeouts), longest first. Started before the others, they run beside the many short files instead of after them.
 */
const STARTED_FIRST = [
  'test/resilience/sustained-load.system.test.ts',
  'infra/test/npm-start.test.ts',
  'test/site/staff.system.test.ts',
  'facades/api/src/mcp/conformance.system.test.ts',
  'facades/api/src/mcp/tool-errors.system.test.ts',
  'gateway/test/compatibility.test.ts',
  'test/operability/tracing.system.test.ts',
  'facades/api/src/venue-admin/venue-admin.system.test.ts',
  'test/site/browser.system.test.ts',
  'test/submissions/rate-limit.system.test.ts',
  'test/submissions/fetch-limits.system.test.ts',
  'facades/api/test/api-reference.system.test.ts',
  'test/resilience/hostile-words.system.test.ts',
  'gateway/test/compose.test.ts',
  'test/identity/pkce-login.system.test.ts',
];

/** Vitest's order (groups, then projects, then by size), with the files above first within each group. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = STARTED_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return index === -1 ? STARTED_FIRST.length : index;
    };
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return (await super.sort(files))
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => group(a.spec) - group(b.spec) || rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
