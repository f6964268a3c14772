import { createLogger, serve } from '@local-events/platform';
import { createApiApp } from './app.ts';
import { loadApiConfig } from './config.ts';

const config = loadApiConfig();
const log = createLogger('api');
await serve(createApiApp(config, log), { port: config.PORT, log });
