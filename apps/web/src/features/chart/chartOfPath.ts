import { type Duration, isDuration } from '@signaldesk/contract';

/** The series a chart page's address shows: /apps/quote/{kind}/{value}/{symbol}/{duration}, 1d unless named. */
export function chartOfPath(pathname: string): { symbol: string; duration: Duration } | null {
  const [, apps, quote, , , symbol, duration = '1d'] = pathname.split('/');
  if (apps !== 'apps' || quote !== 'quote' || !symbol || !isDuration(duration)) return null;
  try {
    return { symbol: decodeURIComponent(symbol).toUpperCase(), duration };
  } catch {
    return null;
  }
}
