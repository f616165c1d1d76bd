import { z } from 'zod';
import { defineCall } from '../call.js';
import { DESKTOP_PLATFORMS } from '../downloads.js';
import { emptyBody } from '../fields.js';

export const downloadCalls = {
  downloads: defineCall({
    path: '/api/app/downloads',
    role: 'none',
    tag: 'app',
    summary: 'Which desktop assistant builds and whether the browser extension’s zip this server offers; the download page shows the others as not offered',
    body: emptyBody,
    reply: z.object({ desktop: z.array(z.enum(DESKTOP_PLATFORMS)), extension: z.boolean() }),
  }),
};
