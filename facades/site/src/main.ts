import { createLogger, serve } from '@local-events/platform';
import { createSiteApp } from './app.ts';
import { loadSiteConfig } from './config.ts';

const config = loadSiteConfig();
const log = createLogger('site');
await serve(createSiteApp(config, log), { port: config.PORT, log });
