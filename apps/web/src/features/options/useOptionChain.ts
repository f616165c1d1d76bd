import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import type { OptionChain } from './optionRows.js';

/** A contract's chart asks for its underlying's chain: the first answer names the underlying, the second is the chain. */
async function fetchChain(symbol: string, date: number | undefined): Promise<OptionChain> {
  const body = (target: string) => ({ symbol: target, ...(date === undefined ? {} : { date }) });
  const first = await request(callPaths.stocks.options, body(symbol), { kind: 'kill' });
  if (first.kind === 'chain') return first;
  const chain = await request(callPaths.stocks.options, body(first.underlying), { kind: 'kill' });
  if (chain.kind !== 'chain') throw new Error(`no chain for ${first.underlying}`);
  return chain;
}

/** One expiry's chain, asked only while the sheet is open (spec §2). */
export function useOptionChain(symbol: string, date: number | undefined, open: boolean) {
  return useQuery({
    queryKey: ['options', symbol, date ?? null],
    queryFn: () => fetchChain(symbol, date),
    enabled: open && symbol !== '',
    retry: false,
    staleTime: 60_000,
  });
}
