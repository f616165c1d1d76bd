import { riseFallPalette } from '@signaldesk/chart-render';
import { describe, expect, it } from 'vitest';
import { verdictColour } from './verdictColour.js';

describe('assessment verdict colours', () => {
  it('paint bullish verdicts green and bearish ones red under green up', () => {
    const greenUp = riseFallPalette('greenUp');
    expect(verdictColour('bull', greenUp)).toEqual({ color: 'success', variant: 'filled' });
    expect(verdictColour('leanBull', greenUp)).toEqual({ color: 'success', variant: 'outlined' });
    expect(verdictColour('leanBear', greenUp)).toEqual({ color: 'error', variant: 'outlined' });
    expect(verdictColour('bear', greenUp)).toEqual({ color: 'error', variant: 'filled' });
  });

  it('paint them the other way round under red up, and neutral in neither colour', () => {
    const redUp = riseFallPalette('redUp');
    expect(verdictColour('bull', redUp)).toEqual({ color: 'error', variant: 'filled' });
    expect(verdictColour('bear', redUp)).toEqual({ color: 'success', variant: 'filled' });
    expect(verdictColour('neutral', redUp)).toEqual(verdictColour('neutral', riseFallPalette('greenUp')));
    expect(verdictColour('neutral', redUp).color).toBe('default');
  });
});
