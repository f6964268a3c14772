import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { DEMO_ROLES, DEMO_WEB_CLIENT_ID, isApiResource, type DemoRole } from './demo-clients.ts';
import { LoginThrottle } from './login-throttle.ts';
import { authenticateDemoAccount, DEMO_ACCOUNTS, demoAccountBySubject, demoAccountSubject, type PasswordHash } from './demo-accounts.ts';

/**
 * The development provider's own interaction pages, in place of oidc-provider's devInteractions, under its
 * default interaction URL `/interaction/<uid>`:
 *
 * - `GET /interaction/<uid>`: the login form; or, when the provider asks for consent (a signed-in demo account,
 *   a first-party client), no page at all: the grant is made at once and the browser sent on.
 * - `POST /interaction/<uid>/login`: only a demo account with its own password signs in. Anything else gets
 *   the form again, with 200 and a message (not 401: there is no HTTP authentication challenge to send), and
 *   the authorization request goes no further. Failures answer later and later, then 429 (login-throttle.ts).
 * - `POST /interaction/<uid>/abort`: cancels; the client gets `access_denied`.
 *
 * The grant holds exactly the requested scopes the account's role holds (and `openid`); every other requested
 * scope is recorded as rejected, so the provider does not ask again and leaves it out of the token.
 *
 * Against cross-site requests: oidc-provider finds the interaction by its cookie (SameSite=Lax, scoped to
 * `/interaction/<uid>`, so a cross-site POST arrives without it) and the uid in the URL must be that cookie's.
 */
export function demoInteractions(
  provider: Provider,
  options: { audience: string; demoPasswords: () => Partial<Record<DemoRole, PasswordHash>>; throttle?: LoginThrottle },
) {
  const throttle = options.throttle ?? new LoginThrottle();
  return async function interactions(ctx: Context, next: Next) {
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(ctx.path);
    if (!match) return next();
    const [, uid, action] = match;
    ctx.set('cache-control', 'no-store');
    ctx.set('content-security-policy', CONTENT_SECURITY_POLICY);
    ctx.set('x-frame-options', 'DENY');
    ctx.set('referrer-policy', 'no-referrer');
    const method = action ? 'POST' : 'GET';
    if (ctx.method !== method) {
      ctx.set('allow', method);
      ctx.status = 405;
      return;
    }

    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return expired(ctx);
      throw error;
    }
    if (details.uid !== uid) return expired(ctx);
    const finish = async (result: Parameters<Provider['interactionResult']>[2], mergeWithLastSubmission: boolean) => {
      ctx.status = 303;
      ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission }));
    };

    if (action === '/abort') return finish({ error: 'access_denied', error_description: 'the person cancelled the sign-in' }, false);

    if (details.prompt.name === 'login') {
      const clientId = String(details.params.client_id);
      if (!action) return page(ctx, 200, loginPage({ uid: uid!, clientId }));
      const form = await formBody(ctx);
      if (!form) return;
      const login = (form.get('login') ?? '').trim();
      const wait = await throttle.retryAfter(login, ctx.ip);
      if (wait > 0) {
        ctx.set('retry-after', String(wait));
        return page(ctx, 429, loginPage({ uid: uid!, clientId, login, error: `Too many failed sign-ins. Try again in ${wait} seconds.` }));
      }
      const role = await authenticateDemoAccount(login, form.get('password') ?? '', options.demoPasswords());
      if (!role) {
        await throttle.failed(login, ctx.ip);
        return page(
          ctx,
          200,
          loginPage({ uid: uid!, clientId, login, error: 'That account name and password do not match a demo account.' }),
        );
      }
      await throttle.succeeded(login);
      return finish({ login: { accountId: demoAccountSubject(role), amr: ['pwd'] } }, false);
    }

    if (details.prompt.name === 'consent' && !action) {
      const role = details.session ? demoAccountBySubject(details.session.accountId) : undefined;
      const { missingOIDCScope, missingOIDCClaims, missingResourceScopes, rar } = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
        rar?: unknown;
      };
      if (!role || rar) return finish({ error: 'access_denied', error_description: 'not granted to this account' }, false);
      const held = new Set<string>(DEMO_ROLES[role]);
      const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
      const grant = existing ?? new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
      const [oidcGranted, oidcRejected] = split(missingOIDCScope ?? [], (scope) => scope === 'openid' || held.has(scope));
      if (oidcGranted.length) grant.addOIDCScope(oidcGranted.join(' '));
      if (oidcRejected.length) grant.rejectOIDCScope(oidcRejected.join(' '));
      if (missingOIDCClaims?.length) grant.rejectOIDCClaims(missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
        const [granted, rejected] = split(scopes, (scope) => isApiResource(resource, options.audience) && held.has(scope));
        if (granted.length) grant.addResourceScope(resource, granted.join(' '));
        if (rejected.length) grant.rejectResourceScope(resource, rejected.join(' '));
      }
      return finish({ consent: { grantId: await grant.save() } }, true);
    }

    return expired(ctx);
  };
}

const split = (items: string[], keep: (item: string) => boolean) => [items.filter(keep), items.filter((item) => !keep(item))] as const;

/** The urlencoded form of a POST, or undefined when the answer has been given (not a form, or too large). */
async function formBody(ctx: Context): Promise<URLSearchParams | undefined> {
  if (!ctx.is('application/x-www-form-urlencoded')) {
    ctx.status = 415;
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 8192) {
      ctx.status = 413;
      return undefined;
    }
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function expired(ctx: Context) {
  page(
    ctx,
    400,
    layout('Sign-in expired', '<h1>This sign-in has expired or cannot go on</h1>\n<p>Start again from the application you came from.</p>'),
  );
}

function page(ctx: Context, status: number, html: string) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = html;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The site's look (facades/site/assets/site.css): its colours, type, fields and buttons, in a page of its own. */
const STYLE = `*{box-sizing:border-box}body{font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;margin:0}
header,main{max-width:30rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #d9d9e0;font-weight:700}
h1{font-size:1.6rem;margin:.5rem 0}label{display:block;font-weight:600;margin-top:1rem}
input{font:inherit;width:100%;padding:.4rem .55rem;border:1px solid #767680;border-radius:.3rem}
button{font:inherit;margin-top:1rem;padding:.5rem 1rem;border:0;border-radius:.3rem;background:#0b57d0;color:#fff;cursor:pointer}
button.quiet{background:#f3f4f8;color:#1b1b1f;border:1px solid #d9d9e0}
input:focus-visible,button:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
[role=alert]{background:#fdecea;border-left:4px solid #b3261e;padding:.75rem 1rem}.hint{color:#4a4a55;font-size:.9rem}`;

/** What each client is, in words, for the page that signs people in to it. */
const CLIENT_NAMES: Record<string, string> = { [DEMO_WEB_CLIENT_ID]: 'the Local Events staff console' };
const clientName = (clientId: string) => CLIENT_NAMES[clientId] ?? `Local Events (${clientId})`;

/** Only the page's own inline style; no scripts, no other origin, no framing. */
const CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; frame-ancestors 'none'`;

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local Events</title>
<style>${STYLE}</style>
</head>
<body>
<header>Local Events</header>
<main>
${body}
</main>
</body>
</html>
`;

function loginPage({ uid, clientId, login = '', error }: { uid: string; clientId: string; login?: string; error?: string }) {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const described = error ? 'accounts sign-in-error' : 'accounts';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p>to ${escapeHtml(clientName(clientId))}. <span class="hint">(The development sign-in of Local Events: demo accounts only.)</span></p>
${error ? `<p id="sign-in-error" role="alert">${escapeHtml(error)}</p>\n` : ''}<form method="post" action="${escapeHtml(`${base}/login`)}">
<label for="login">Account</label>
<input id="login" name="login" value="${escapeHtml(login)}" autocomplete="username" autocapitalize="none" spellcheck="false" required aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''}>
<p id="accounts" class="hint">Demo accounts: ${DEMO_ACCOUNTS.map((role) => escapeHtml(role)).join(', ')}. Their passwords are in demo-accounts.txt in the provider's state folder.</p>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(`${base}/abort`)}">
<button type="submit" class="quiet">Cancel</button>
</form>`,
  );
}
