/** What a request to be told when a town is covered may hold, and how many staff read at once. */
export const WAITLIST_LIMITS = { email: 254, location: 200, message: 2000, page: 100 } as const;
