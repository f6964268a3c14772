import type { AppContext, GatewayClient } from '@local-events/platform';
import type { SiteConfig } from '../config.ts';
import { translate } from '../i18n/messages.ts';
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

/** The page for an event that is not published (or not known): the same from its page and from its calendar file. */
export function eventNotFound(ctx: AppContext, services: SiteServices) {
  const t = translate(ctx);
  messagePage(ctx, services, 404, t('error.eventNotFound'), t('error.eventNotFoundDetail'));
}
