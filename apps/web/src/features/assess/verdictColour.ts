import type { Verdict } from '@signaldesk/contract';
import type { Hue, RiseFallPalette } from '@signaldesk/chart-render';

export interface VerdictChipColour {
  color: 'error' | 'success' | 'default';
  variant: 'filled' | 'outlined';
}

const chipColourOf = (hue: Hue) => (hue.text === 'error.main' ? 'error' : 'success');

/**
 * A bullish verdict in the trader's rise colour and a bearish one in the fall colour, as on the charts; a leaning
 * verdict in the same colour but outlined, so it reads weaker than a firm one.
 */
export function verdictColour(verdict: Verdict, { rise, fall }: RiseFallPalette): VerdictChipColour {
  switch (verdict) {
    case 'bull':
      return { color: chipColourOf(rise), variant: 'filled' };
    case 'leanBull':
      return { color: chipColourOf(rise), variant: 'outlined' };
    case 'leanBear':
      return { color: chipColourOf(fall), variant: 'outlined' };
    case 'bear':
      return { color: chipColourOf(fall), variant: 'filled' };
    case 'neutral':
      return { color: 'default', variant: 'outlined' };
  }
}
