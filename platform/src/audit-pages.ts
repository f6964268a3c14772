/**
 * Entries of every service (each asked for `limit`), newest first, `limit` of them, and the cursor of the next page: there
 * may be one while any service filled its page.
 */
export function mergeAuditPages<Entry extends { at: string | Date; id: string }>(pages: Entry[][], limit: number) {
  const key = (entry: Entry) => [new Date(entry.at).toISOString(), entry.id] as const;
  const all = pages.flat().sort((a, b) => {
    const [atA, idA] = key(a);
    const [atB, idB] = key(b);
    return atA === atB ? (idA < idB ? 1 : idA > idB ? -1 : 0) : atA < atB ? 1 : -1;
  });
  const entries = all.slice(0, limit);
  const last = entries.at(-1);
  return { entries, nextCursor: last && (all.length > limit || pages.some((page) => page.length >= limit)) ? key(last).join('|') : null };
}
