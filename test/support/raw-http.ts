import { request as httpRequest } from 'node:http';

/** Any method, as sent on the wire (fetch refuses TRACE): the status, the headers and the body. */
export function rawRequest(url: string, method: string, options: { headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { method, headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A Content-Security-Policy header as its directives: `default-src 'none'; frame-ancestors 'none'` as { 'default-src': ["'none'"], ... }. */
export const policyOf = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
