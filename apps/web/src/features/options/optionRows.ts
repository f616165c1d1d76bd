import type { CallReply } from '@signaldesk/contract';
import type { callPaths } from '@signaldesk/contract/callPaths';

export type OptionChain = Extract<CallReply<typeof callPaths.stocks.options>, { kind: 'chain' }>;
export type OptionContract = OptionChain['calls'][number];
export type OptionSide = 'calls' | 'puts';
/** All strikes, or one. */
export type StrikeChoice = 'all' | number;

/** The contracts one tab shows: its side of the chain, at the chosen strike, lowest strike first. */
export function optionRows(chain: OptionChain, side: OptionSide, strike: StrikeChoice): OptionContract[] {
  const contracts = side === 'calls' ? chain.calls : chain.puts;
  return contracts.filter((contract) => strike === 'all' || contract.strike === strike).sort((a, b) => a.strike - b.strike);
}
