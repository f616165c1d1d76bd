import { expect, it } from 'vitest';
import { isServiceOutage, serviceUnavailable } from './serviceUnavailable.js';

const withCode = (message: string, code: string, extra: object = {}) => Object.assign(new Error(message), { code, ...extra });

it('tells a lost or refused PostgreSQL or Redis connection from every other failure', () => {
  const outages = [
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('read ECONNRESET', 'ECONNRESET'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    withCode('terminating connection due to administrator command', '57P01', { severity: 'FATAL' }),
    withCode('the database system is starting up', '57P03', { severity: 'FATAL' }),
    withCode('connection failure', '08006', { severity: 'FATAL' }),
    Object.assign(new Error('Reached the max retries per request limit (which is 0).'), { name: 'MaxRetriesPerRequestError' }),
    new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    new Error('Connection is closed.'),
    new Error('Command timed out'),
  ];
  const others = [
    withCode('duplicate key value violates unique constraint', '23505', { severity: 'ERROR' }),
    withCode('relation "nope" does not exist', '42P01', { severity: 'ERROR' }),
    withCode('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'),
    new TypeError("Cannot read properties of undefined (reading 'x')"),
    'ECONNREFUSED',
  ];
  expect(outages.filter((error) => !isServiceOutage(error))).toEqual([]);
  expect(others.filter((error) => isServiceOutage(error))).toEqual([]);
});

it('answers 503 with the network text and a Retry-After', () => {
  expect(serviceUnavailable()).toMatchObject({ status: 503, key: 'serviceUnavailable', headers: { 'retry-after': '5' } });
});
