import { describe, expect, it } from 'vitest';
import { emptyRunDraft } from '../runDraft.js';
import { strategyErrors, validateSource } from './sourceDraft.js';

function everyDayUp() {
  const run = emptyRunDraft();
  run.name = 'Up day';
  run.entry.groups.day['candle.updown'] = { min: '0', max: '' };
  return run;
}

describe('the publish dialog read as a create call', () => {
  it('sends the run form’s strategy with the dialog’s name, lists and publish switch; no symbol is needed', () => {
    const { body, errors } = validateSource(everyDayUp(), { name: ' Up day ', description: '', lists: ['dow30'], published: true });
    expect(errors).toEqual({});
    expect(body).toMatchObject({ name: 'Up day', lists: ['dow30'], published: true, strategy: { entry: { day: { 'candle.updown': { min: 0 } } } } });
  });

  it('names the dialog’s fields and the run form’s, and tells the strategy’s apart', () => {
    const run = { ...everyDayUp(), stopLoss: '0' };
    const { body, errors } = validateSource(run, { name: '', description: '', lists: [], published: false });
    expect(body).toBeNull();
    expect(errors).toEqual({ name: 'signalSourceNameRequired', lists: 'signalSourceLists', 'strategy.stopLoss': 'backtestStopPercent' });
    expect(strategyErrors(errors)).toEqual({ 'strategy.stopLoss': 'backtestStopPercent' });
  });
});
