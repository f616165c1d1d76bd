/**
 * zod compiles object schemas with `new Function` where a page allows it, and its probe for that is an eval the
 * Content-Security-Policy refuses (script-src 'self'): a violation on every page. Interpreted parsing is plenty for
 * the forms and answers the app checks. zod keeps its settings on this global and reads them as each object schema
 * is built, so setting it here, first thing, holds for every schema without zod itself in the first download.
 */
const zodHolder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;
