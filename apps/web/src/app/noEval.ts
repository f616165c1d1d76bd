import { z } from 'zod';

/**
 * zod compiles object schemas with `new Function` where a page allows it, and its probe for that is an eval the
 * Content-Security-Policy refuses (script-src 'self'): a violation on every page. Interpreted parsing is plenty for
 * the forms and answers the app checks. Imported first, before any schema parses.
 */
z.config({ jitless: true });
