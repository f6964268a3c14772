import { z } from 'zod';

/** The longest URL the project keeps or fetches. */
export const MAX_URL_LENGTH = 2048;

/**
 * The one URL rule: an absolute http(s) URL of at most 2048 characters. Submitted pages, event images and
 * sources, and the URLs in configuration are all checked by it.
 */
export const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`);

export const isHttpUrl = (value: string): boolean => httpUrl.safeParse(value).success;
