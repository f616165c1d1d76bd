import { A, B, C, D } from '@signaldesk/indicators';
import { describe, expect, it } from 'vitest';
import { phaseColour } from '../src/phaseColour.js';

describe('phaseColour', () => {
  it('paints A deep green, B light green, C deep red and D light red', () => {
    expect(phaseColour(A)).toBe('#1b7f3a');
    expect(phaseColour(B)).toBe('#8fd19e');
    expect(phaseColour(C)).toBe('#c62828');
    expect(phaseColour(D)).toBe('#f19a9a');
  });

  it('keeps the four phases apart', () => {
    expect(new Set([A, B, C, D].map(phaseColour)).size).toBe(4);
  });

  it('greys a column that has no phase yet', () => {
    expect(phaseColour(null)).toBe('#9e9e9e');
    expect(phaseColour(undefined)).toBe('#9e9e9e');
    expect(phaseColour(0)).toBe('#9e9e9e');
  });
});
