import { inject } from 'vitest';

export const api = (path: string) => `${inject('stack').api}${path}`;
export const site = (path: string) => `${inject('stack').site}${path}`;

export async function getJson(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** An RFC 9457 answer with the given status, and no stack trace or internals anywhere in it. */
export async function expectProblem(url: string, status: number, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  if (response.headers.get('content-type') !== 'application/problem+json')
    throw new Error(`not a problem: ${response.headers.get('content-type')}`);
  if (/\bat .+:\d+:\d+|node_modules|Error:/.test(text)) throw new Error(`internals leaked: ${text}`);
  const body = JSON.parse(text) as {
    status: number;
    title: string;
    detail?: string;
    errors?: { name: string; in: string; detail: string }[];
  };
  if (body.status !== status || !body.title) throw new Error(`malformed problem: ${text}`);
  return body;
}
