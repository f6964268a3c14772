import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Stops the process as for any bad configuration: each problem on a line of its own, and exit code 78 (EX_CONFIG). */
export function refuseConfiguration(problems: string[]): never {
  process.stderr.write(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}\n`);
  process.exit(78);
}

/** Reads and validates configuration from the environment; exits with a readable message when it is wrong. */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  refuseConfiguration(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
}

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const databaseUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' });

/**
 * What every process reads about its Prometheus endpoint, spread into each process's schema: `METRICS_TOKEN`,
 * the bearer token `/metrics` answers to. Unset, `/metrics` is off (404).
 */
export const metricsSettings = {
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
};

/** `METRICS_TOKEN` of this process, for code that has no configuration of its own to take it from. */
export const metricsTokenFromEnvironment = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(z.object(metricsSettings), env).METRICS_TOKEN;

/**
 * A signing secret from the environment. In production it must be set (the process stops, as for any bad
 * configuration); elsewhere a random one is made for this process, with a warning that what it signs will not
 * outlive it nor be accepted by other instances.
 */
export function secretOrEphemeral(
  value: string | undefined,
  name: string,
  options: { nodeEnv: string; log: { warn(message: string): void } },
): string {
  if (value) return value;
  if (options.nodeEnv === 'production') refuseConfiguration([`${name}: is required in production`]);
  options.log.warn(`${name} is not set: what this process signs is refused by other instances and after a restart`);
  return randomBytes(32).toString('base64url');
}
