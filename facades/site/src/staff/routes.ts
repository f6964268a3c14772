import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { Problem, type AppContext, type AppState } from '@local-events/platform';
import { messagePage, type SiteServices } from '../pages/context.ts';
import { holds, STAFF_SCOPES, type StaffContext } from './context.ts';
import { StaffSignIn } from './oidc.ts';
import { proposedVenuePages } from './proposed-venue-pages.ts';
import { queuePage } from './queue-page.ts';
import { reviewPages } from './review-pages.ts';
import { formTokenMatches, newFormToken, StaffCookies, type StaffSession } from './session.ts';
import { venuePages } from './venue-pages.ts';
import { adminVenuePages } from './admin-venue-pages.ts';
import { auditPage } from './audit-page.ts';
import { forbiddenPage } from './forbidden-page.ts';
import { sourcePages } from './source-pages.ts';
import { townPages } from './town-pages.ts';
import { waitlistPage } from './waitlist-page.ts';

/** Where a person may be sent back to after signing in: a console path, never another site. */
const consolePath = (value: unknown) =>
  typeof value === 'string' && value.length <= 512 && /^\/staff(\/[\w\-./?=&%]*)?$/.test(value) && !value.includes('//') ? value : '/staff';

/**
 * The staff console under /staff: sign-in with OpenID Connect (code + PKCE), a sealed session cookie, a form
 * token on every POST, sign-out. Signed out, every other /staff path sends the browser to sign in. Each page and
 * action goes through the gateway with the person's own access token, so it can do exactly what the API allows them.
 */
export function staffConsole(services: SiteServices): Router<AppState> {
  const { config } = services;
  const site = config.SITE_URL.replace(/\/+$/, '');
  const cookies = new StaffCookies(config.SESSION_SECRET, { siteUrl: config.SITE_URL, production: config.NODE_ENV === 'production' });
  const signIn = new StaffSignIn({
    issuer: config.OIDC_ISSUER,
    clientId: config.STAFF_CLIENT_ID,
    audience: config.OIDC_AUDIENCE,
    redirectUri: `${site}/staff/callback`,
  });
  const router = new Router<AppState>({ prefix: '/staff' });

  router.get('/sign-in', async (ctx) => {
    const started = await signIn.start(Object.values(STAFF_SCOPES));
    await cookies.startSignIn(ctx as unknown as AppContext, {
      state: started.state,
      verifier: started.verifier,
      returnTo: consolePath(ctx.query.return),
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(started.url.href);
  });

  router.get('/callback', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const pending = await cookies.pendingSignIn(koa);
    cookies.endSignIn(koa);
    ctx.set('Cache-Control', 'no-store');
    if (!pending)
      return messagePage(koa, services, 400, 'Sign-in expired', 'This sign-in was not started here, or took too long. Sign in again.');
    if (ctx.query.error !== undefined)
      return messagePage(koa, services, 403, 'Not signed in', 'The identity provider did not sign you in. Sign in again.');
    let person: Omit<StaffSession, 'csrf'>;
    try {
      person = await signIn.finish(new URL(`${site}${ctx.url}`), pending);
    } catch (error) {
      koa.state.log.warn({ err: error }, 'staff sign-in refused');
      return messagePage(koa, services, 400, 'Sign-in failed', 'The sign-in could not be completed. Sign in again.');
    }
    await cookies.startSession(koa, { ...person, csrf: newFormToken() });
    ctx.status = 303;
    ctx.redirect(pending.returnTo);
  });

  // Everything below needs a session; every POST needs its form token.
  router.use(bodyParser({ enableTypes: ['form'], formLimit: '64kb' }));
  router.use(async (ctx, next) => {
    const koa = ctx as unknown as AppContext;
    const session = await cookies.session(koa);
    ctx.set('Cache-Control', 'no-store');
    if (!session) {
      ctx.status = 303;
      return ctx.redirect(`/staff/sign-in?return=${encodeURIComponent(ctx.method === 'GET' ? ctx.url : '/staff')}`);
    }
    if (ctx.method === 'POST' && !formTokenMatches(session, (ctx.request as { body?: Record<string, unknown> }).body?._csrf)) {
      return messagePage(
        koa,
        services,
        403,
        'Form expired',
        'This form is out of date or did not come from this site. Go back, reload the page and try again.',
      );
    }
    (ctx.state as StaffContext['state']).staff = session;
    try {
      return await next();
    } catch (error) {
      // A page or action this person's account may not use: say so in words, with what they may do instead.
      if (error instanceof Problem && error.status === 403) return forbiddenPage(ctx as unknown as StaffContext, services);
      throw error;
    }
  });

  router.get('/', (ctx) => {
    const session = (ctx.state as StaffContext['state']).staff;
    ctx.redirect(holds(session, STAFF_SCOPES.review, STAFF_SCOPES.admin) ? '/staff/queue' : '/staff/venues');
  });

  router.post('/sign-out', async (ctx) => {
    // The API verifies its JWT access tokens itself, so the one in the cookie lasts until it expires (an hour with the
    // development provider); deleting the cookie is what signs the browser out.
    cookies.endSession(ctx as unknown as AppContext);
    ctx.status = 303;
    ctx.redirect('/');
  });

  queuePage(router, services);
  reviewPages(router, services);
  proposedVenuePages(router, services);
  adminVenuePages(router, services);
  venuePages(router, services);
  townPages(router, services);
  sourcePages(router, services);
  waitlistPage(router, services);
  auditPage(router, services);
  // Any other console path, signed in: not found (signed out, the guard above has sent the browser to sign in).
  router.all('/{*rest}', () => {
    throw new Problem(404, 'There is no such page in the staff console.');
  });
  return router;
}
