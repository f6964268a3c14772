import type { AppContext, GatewayClient } from '@local-events/platform';
import type { SiteConfig } from '../config.ts';
import { renderPage } from '../render.ts';

export interface SiteServices {
  config: SiteConfig;
  gateway: GatewayClient;
}

/** The call context for the gateway: the request's id and the visitor's address, no credentials (pages are public). */
export const callContext = (ctx: AppContext) => ({ requestId: ctx.state.requestId, clientAddress: ctx.ip });

/** An error page a person reads, with the status a program reads. */
export function messagePage(ctx: AppContext, services: SiteServices, status: number, heading: string, message: string) {
  renderPage(
    ctx,
    'message.njk',
    { heading, message, meta: { title: heading, description: message, canonical: `${services.config.SITE_URL}${ctx.path}` } },
    status,
  );
}

const regions = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** "United Kingdom" for GB. */
export const countryName = (code: string) => regions.of(code) ?? code;
