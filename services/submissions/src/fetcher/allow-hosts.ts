/**
 * SCRAPE_ALLOW_HOSTS: comma-separated `host:port` pairs the fetcher may reach although they are not public
 * addresses (fixture servers in tests, local demos). Empty by default.
 */
export function parseAllowHosts(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** `host:port` as SCRAPE_ALLOW_HOSTS names it (IPv6 hosts in brackets, the scheme's default port filled in). */
export function hostPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}
