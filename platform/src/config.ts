import { z } from 'zod';

/** Reads and validates configuration from the environment; exits with a readable message when it is wrong. */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  process.stderr.write(`Invalid configuration:\n${lines.join('\n')}\n`);
  process.exit(78); // EX_CONFIG
}

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const databaseUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' });
