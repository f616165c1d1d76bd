import { z } from 'zod';

/**
 * zod compiles object schemas with `new Function` where a page allows it, and probes for that with an eval a
 * Content-Security-Policy without 'unsafe-eval' reports as a violation. Interpreted parsing is plenty for the
 * window's answers. Imported first, before any schema is built.
 */
z.config({ jitless: true });
