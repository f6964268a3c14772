/** The scopes the API knows (design section 4). */
export const API_SCOPES = ['events:review', 'events:admin', 'venues:manage'] as const;

/** Demo machine clients, one per role, using the client-credentials grant. */
export const DEMO_ROLES = {
  reviewer: ['events:review'],
  admin: ['events:review', 'events:admin', 'venues:manage'],
  'venue-manager': ['venues:manage'],
} as const satisfies Record<string, readonly (typeof API_SCOPES)[number][]>;

export type DemoRole = keyof typeof DEMO_ROLES;

export const isDemoRole = (role: string): role is DemoRole => Object.hasOwn(DEMO_ROLES, role);

/** The client id of a role's demo client, which is also the `sub` of its tokens. */
export const demoClientId = (role: DemoRole) => `demo-${role}`;

/** A public client for people: authorization code with PKCE and the provider's demo login. */
export const DEMO_WEB_CLIENT_ID = 'demo-web';
