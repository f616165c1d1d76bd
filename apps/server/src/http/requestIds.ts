import { randomUUID } from 'node:crypto';

/** The header every answer names its request by; every log line of the request names the same id as reqId. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A fresh id for each request, never the caller's: an id a caller chose could be made to look like another's in the
 * log. Random rather than counted, so two API processes behind one balancer never hand out the same one.
 */
export const newRequestId = (): string => randomUUID();
