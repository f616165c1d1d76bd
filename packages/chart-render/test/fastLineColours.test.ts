import { describe, expect, it } from 'vitest';
import { chartPalette } from '../src/chartPalette.js';
import { fastLineColours } from '../src/fastLineColours.js';

describe('fastLineColours', () => {
  it('draws the fast line brown on a light green band above the slow line', () => {
    expect(fastLineColours(1)).toEqual(chartPalette.fastAbove);
    expect(chartPalette.fastAbove.line).toBe('#b36b2e');
  });

  it('draws it blue on a light red band below', () => {
    expect(fastLineColours(-1)).toEqual(chartPalette.fastBelow);
    expect(chartPalette.fastBelow.line).toBe('#1e88e5');
  });

  it('reads the lines when showAwl has no value yet', () => {
    expect(fastLineColours(null, 1, 2)).toEqual(chartPalette.fastBelow);
    expect(fastLineColours(null, 2, 1)).toEqual(chartPalette.fastAbove);
    expect(fastLineColours(null)).toEqual(chartPalette.fastAbove);
  });
});
