import { z } from 'zod';
import { httpUrl, port } from '@local-events/platform';

/**
 * The development provider's settings; `CLIENT_SECRET_<CLIENT_ID>` variables (see demo-clients.ts) and
 * `DEMO_PASSWORD_<ACCOUNT>` variables (see demo-accounts.ts) come on top.
 */
export const identityConfigSchema = z.object({
  PORT: port(4010),
  /** The address it listens on: loopback unless a deployment says otherwise (0.0.0.0 inside a container). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The provider's own public URL; defaults to localhost on its port. */
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_AUDIENCE: httpUrl.default('http://localhost:3000/api'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
  IDENTITY_STATE_DIR: z.string().default('.data/identity'),
});
