import { describe, expect, it } from 'vitest';
import { emptyRunDraft, type RunDraft, runRequestOf, sweepRuns, validateRun } from './runDraft.js';

function kdOversold(): RunDraft {
  const draft = emptyRunDraft();
  draft.name = 'KD oversold';
  draft.entry.groups.day['kd.k'] = { min: '', max: '20' };
  draft.exit.groups.day['kd.k'] = { min: '80', max: '' };
  draft.universe.symbol = 'aapl';
  return draft;
}

describe('the run form read as a create call', () => {
  it('sends the rules of the strategy form, the symbol in capitals and no unset field', () => {
    const { body, errors } = validateRun(kdOversold(), 100);
    expect(errors).toEqual({});
    expect(body?.request.strategy.entry).toEqual({ day: { 'kd.k': { max: 20 } } });
    expect(body?.request.strategy.exit).toEqual({ day: { 'kd.k': { min: 80 } } });
    expect(body?.request.universe).toEqual({ kind: 'symbol', symbol: 'AAPL' });
    expect(runRequestOf(kdOversold()).request).not.toHaveProperty('splitAt');
  });

  it('names a stop of 0 by its field and sends nothing', () => {
    const draft = { ...kdOversold(), stopLoss: '0' };
    expect(validateRun(draft, 100)).toEqual({ body: null, errors: { 'strategy.stopLoss': 'backtestStopPercent' } });
  });

  it('names a bad rule bound where the rule form shows it, and a missing entry rule', () => {
    const draft = kdOversold();
    draft.entry.groups.day['kd.k'] = { min: '', max: '150' };
    expect(Object.keys(validateRun(draft, 100).errors)).toEqual(['strategy.entry.day.kd.k.max']);
    expect(validateRun({ ...kdOversold(), entry: emptyRunDraft().entry }, 100).errors).toEqual({ 'strategy.entry': 'backtestEntryEmpty' });
  });

  it('refuses selling short on A-shares, by market or by the picked symbol', () => {
    const onShares = kdOversold();
    onShares.direction = 'short';
    onShares.universe.symbolRegion = 'CN';
    expect(validateRun(onShares, 100).errors).toEqual({ 'strategy.direction': 'backtestShortNotAllowed' });
    onShares.universe.symbolRegion = 'US';
    expect(validateRun(onShares, 100).errors).toEqual({});
  });

  it('sends only the costs changed, or none at all', () => {
    const draft = kdOversold();
    draft.costs.edits = { US: { slippageBps: '2', feeBps: '' } };
    expect(runRequestOf(draft).request.strategy).toMatchObject({ costs: { US: { slippageBps: 2 } } });
    draft.costs.none = true;
    expect(runRequestOf(draft).request.strategy).toMatchObject({ costs: 'none' });
  });

  it('counts the sweep grid and refuses one above the role limit before sending', () => {
    const draft = kdOversold();
    draft.sweep = [
      { side: 'entry', field: 'kd.k', bound: 'max', from: '10', to: '30', step: '5' },
      { side: 'exit', field: 'kd.k', bound: 'min', from: '70', to: '90', step: '1' },
    ];
    expect(sweepRuns(draft.sweep)).toBe(5 * 21);
    expect(validateRun(draft, 100).errors).toEqual({ sweep: 'backtestSweepRunsLimit' });
    expect(validateRun(draft, 400).body?.request.sweep).toHaveLength(2);
  });
});
