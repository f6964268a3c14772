import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import {
  createLogger,
  DEFAULT_OPERATION_LIMITS,
  DEFAULT_TIME_BUDGET,
  type CostQuota,
  type OperationLimits,
  type RunningServer,
} from '@local-events/platform';
import { startGateway } from '../../gateway/src/gateway.ts';
import { composeFrom, currentSdls } from '../../infra/src/supergraph.ts';

/**
 * A gateway of the test's own, in this process, in front of the running stack's subgraphs (with their secrets):
 * for settings the stack's gateway does not have, such as production mode or a small cost quota.
 */
export async function startOwnGateway(
  name: string,
  settings: { limits?: OperationLimits; costQuota?: CostQuota } = {},
): Promise<RunningServer> {
  const { subgraphs, secrets } = inject('stack');
  const path = join(await mkdtemp(join(tmpdir(), `supergraph-${name}-`)), 'supergraph.graphql');
  await writeFile(path, composeFrom(await currentSdls(), subgraphs));
  return startGateway({
    supergraphPath: path,
    port: 0,
    log: createLogger(`gateway-${name}-test`, 'silent'),
    gatewaySecret: secrets.gateway,
    facadeSecret: secrets.facade,
    limits: settings.limits ?? DEFAULT_OPERATION_LIMITS,
    subgraphTimeoutMs: DEFAULT_TIME_BUDGET.SUBGRAPH_TIMEOUT_MS,
    costQuota: settings.costQuota,
  });
}
