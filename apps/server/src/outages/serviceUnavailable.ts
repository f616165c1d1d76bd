import { AppError } from '../http/AppError.js';

/** Seconds a caller is asked to wait while PostgreSQL or Redis is unreachable; each comes back within seconds of its return. */
const RETRY_AFTER_SECONDS = 5;

/** The socket under a query or command was refused, dropped or never answered. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's own "not now": class 08 (connection exception), the server shutting down, crashed or starting
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), and too many connections (53300).
 */
const postgresUnavailable = (sqlState: string) => sqlState.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(sqlState);

/**
 * What pg and ioredis say when the connection is gone or never came: pg's ended connection and pool wait, ioredis's
 * closed connection, refused offline command and command timeout, and Redis still loading its data after a restart.
 */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Stream isn't writeable|Command timed out|LOADING )/;

/** True when a failure means PostgreSQL or Redis could not be reached, not that the request or the code was wrong. */
export function isServiceOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (typeof code === 'string' && 'severity' in error && postgresUnavailable(code)) return true;
  return error.name === 'MaxRetriesPerRequestError' || LOST_CONNECTION.test(error.message);
}

/** The answer while a service is down: 503, the specification's network text, and when to try again. */
export const serviceUnavailable = (): AppError =>
  new AppError(503, 'serviceUnavailable', {}, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });
