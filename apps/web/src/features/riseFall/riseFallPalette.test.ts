import { riseFallColoursFor } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { gaugeGradient, scoreColour } from '../feargreed/scoreColour.js';
import { riseFallPalette } from '@signaldesk/chart-render';

describe('rise/fall colours', () => {
  it('default to the convention of the interface language until the trader chooses', () => {
    expect(riseFallColoursFor(null, 'en')).toBe('greenUp');
    expect(riseFallColoursFor(undefined, 'zh')).toBe('redUp');
  });

  it('follow the trader’s choice whatever the language', () => {
    expect(riseFallColoursFor('redUp', 'en')).toBe('redUp');
    expect(riseFallColoursFor('greenUp', 'zh')).toBe('greenUp');
  });

  it('colour a change green when up and red when down under green up, the other way round under red up', () => {
    const greenUp = riseFallPalette('greenUp');
    expect([greenUp.changeColour(1.5), greenUp.changeColour(-0.2), greenUp.changeColour(null)]).toEqual([
      'success.main',
      'error.main',
      'text.secondary',
    ]);
    const redUp = riseFallPalette('redUp');
    expect([redUp.changeColour(1.5), redUp.changeColour(-0.2)]).toEqual(['error.main', 'success.main']);
    expect(redUp.changeColour(0)).toBe(redUp.changeColour(1));
    expect(greenUp.rise.main).toBe(redUp.fall.main);
  });

  it('give greed the rise colour and fear the fall colour on the fear-greed gauge', () => {
    const greenUp = riseFallPalette('greenUp');
    expect(scoreColour(90, greenUp)).toBe(greenUp.rise.deep);
    expect(scoreColour(10, greenUp)).toBe(greenUp.fall.deep);
    const redUp = riseFallPalette('redUp');
    expect(scoreColour(90, redUp)).toBe(redUp.rise.deep);
    expect(scoreColour(90, redUp)).not.toBe(scoreColour(90, greenUp));
    expect(gaugeGradient(greenUp).endsWith(`${greenUp.rise.deep})`)).toBe(true);
    expect(gaugeGradient(redUp).endsWith(`${redUp.rise.deep})`)).toBe(true);
  });
});
