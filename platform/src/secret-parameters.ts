/** Query values that are credentials (a submitter's link token, a sign-in's code and state): never in logs or traces. */
export const SECRET_PARAMETERS: ReadonlySet<string> = new Set(['token', 'code', 'state']);
