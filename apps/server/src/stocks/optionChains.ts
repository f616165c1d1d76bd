import { MARKET_LIMITS } from '@signaldesk/contract';
import { type MarketProvider, ProviderUnsupported, withRetry } from '@signaldesk/market-data';
import { AppError } from '../http/AppError.js';
import { type SourcePatience, withTimeout } from '../quotes/sourceCalls.js';

/** OCC option code: root, expiry yyMMdd, C or P, strike in thousandths over 8 digits (AAPL260116C00150000). */
const OCC_CODE = /^([A-Z^.]{1,6})(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;

export const isContractCode = (symbol: string) => symbol.length > MARKET_LIMITS.contractCodeAfter;

const WITHOUT_OPTIONS = ['.SZ', '.SS', '.HK', '-USD'];

/** Spec §5: A-shares, Hong Kong shares and crypto get no options. */
export const hasOptions = (symbol: string) => !WITHOUT_OPTIONS.some((suffix) => symbol.endsWith(suffix));

/** The chart's symbol info of one contract, read from its code; null when the code is not an OCC code. */
export function contractInfo(code: string) {
  const match = OCC_CODE.exec(code);
  if (!match) return null;
  const [, root, yy, mm, dd, right, strikeText] = match as unknown as [string, string, string, string, string, 'C' | 'P', string];
  const expiration = Date.UTC(2000 + Number(yy), Number(mm) - 1, Number(dd)) / 1000;
  if (Number.isNaN(expiration) || Number(mm) < 1 || Number(mm) > 12 || Number(dd) < 1 || Number(dd) > 31) return null;
  const strike = Number(strikeText) / 1000;
  const day = `20${yy}-${mm}-${dd}`;
  const call = right === 'C';
  return {
    kind: 'contract' as const,
    symbol: code,
    underlying: root,
    name: `${root} ${day} ${strike} ${call ? 'Call' : 'Put'}`,
    cnname: `${root} ${day} ${strike} ${call ? '看涨' : '看跌'}`,
    right: call ? ('call' as const) : ('put' as const),
    strike,
    expiration,
    region: 'US' as const,
  };
}

/** One expiry's chain from the source; a source without options for the symbol is a plain "no option data". */
export async function optionChain(provider: MarketProvider, symbol: string, date: number | undefined, patience: SourcePatience) {
  try {
    const chain = await withRetry(() => withTimeout(provider.name, patience.timeoutMs, () => provider.options(symbol, date)), {
      retries: patience.retries,
      baseDelayMs: patience.baseDelayMs,
      ...(patience.sleep ? { sleep: patience.sleep } : {}),
    });
    return { kind: 'chain' as const, ...chain };
  } catch (error) {
    if (error instanceof ProviderUnsupported) throw new AppError(404, 'noOptionData', { symbol }, 'symbol');
    throw new AppError(503, 'marketSourceFailed', { symbol });
  }
}
