/** The scopes the API knows: the people's and the ones services use among themselves. */
export const API_SCOPES = ['events:review', 'events:admin', 'venues:manage', 'events:submit', 'submissions:notify'] as const;

/** Scopes only services hold; people's clients are never offered them. */
export const SERVICE_SCOPES: readonly string[] = ['events:submit', 'submissions:notify'];

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

/** The submissions service's own client: it creates events under review from submissions (events:submit). */
export const SUBMISSIONS_CLIENT = { clientId: 'local-events-submissions', scopes: ['events:submit'] } as const;

/** The events service's own client: it tells the submissions service when a submitter must be written to. */
export const EVENTS_CLIENT = { clientId: 'local-events-events', scopes: ['submissions:notify'] } as const;

/** The services that call others as themselves, by subgraph name. */
export const SERVICE_CLIENTS: Record<string, { clientId: string; scopes: readonly string[] }> = {
  submissions: SUBMISSIONS_CLIENT,
  events: EVENTS_CLIENT,
};

/** Every confidential client of the development provider, with the scopes it may ask for. */
export const CONFIDENTIAL_CLIENTS: { clientId: string; scopes: readonly string[] }[] = [
  ...(Object.keys(DEMO_ROLES) as DemoRole[]).map((role) => ({ clientId: demoClientId(role), scopes: DEMO_ROLES[role] })),
  ...Object.values(SERVICE_CLIENTS),
];

/** A public client for people: authorization code with PKCE and the provider's demo login. */
export const DEMO_WEB_CLIENT_ID = 'demo-web';

/** The variable that gives a client its secret when the provider is deployed: `CLIENT_SECRET_LOCAL_EVENTS_SUBMISSIONS`. */
export const clientSecretVariable = (clientId: string) => `CLIENT_SECRET_${clientId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

/**
 * Whether a token may be asked for `resource`: the API, or any URL under it (an MCP client asks for the endpoint it
 * talks to, e.g. `<API>/mcp`). Every such token is issued for the API's one audience.
 */
export const isApiResource = (resource: string, audience: string) =>
  resource === audience || resource.startsWith(`${audience.replace(/\/+$/, '')}/`);
