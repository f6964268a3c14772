/**
 * The message catalogs' folder. This file sits directly in src/, as render.ts and assets.ts do, so that the path is
 * the same from the sources and from the one-file build in dist/ (where every module's URL is the bundle's).
 */
export const LOCALES_DIR = new URL('../locales/', import.meta.url);
