import { type Duration, isDuration } from '@signaldesk/contract';
import { symbolSpellings } from '@signaldesk/symbols';

/**
 * The series a chart page's address shows: /apps/quote/{kind}/{value}/{symbol}/{duration}, 1d unless named. The
 * symbol is its likeliest spelling (600519 as 600519.SS), read without the universe, whose tables would make this
 * start-up module many times heavier; where the universe reads it otherwise (btc as BTC-USD), the quote page moves to
 * that address and asks for its own chart.
 */
export function chartOfPath(pathname: string): { symbol: string; duration: Duration } | null {
  const [, apps, quote, , , written, duration = '1d'] = pathname.split('/');
  if (apps !== 'apps' || quote !== 'quote' || !written || !isDuration(duration)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    return null;
  }
  const [symbol] = symbolSpellings(decoded);
  return symbol ? { symbol, duration } : null;
}
