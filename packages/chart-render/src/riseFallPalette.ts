import type { RiseFallColours } from '@signaldesk/contract';

/**
 * One hue in the shades the screens draw it in: text in the theme's own shade (made to read on its background),
 * candles and tiles, the deep and light ends of a scale, volume bars.
 */
export interface Hue {
  text: 'error.main' | 'success.main';
  main: string;
  deep: string;
  light: string;
  volume: string;
}

const RED: Hue = { text: 'error.main', main: '#d32f2f', deep: '#b71c1c', light: '#e57373', volume: 'rgba(211, 47, 47, 0.45)' };
const GREEN: Hue = { text: 'success.main', main: '#2e7d32', deep: '#1b5e20', light: '#43a047', volume: 'rgba(46, 125, 50, 0.45)' };

export interface RiseFallPalette {
  choice: RiseFallColours;
  rise: Hue;
  fall: Hue;
  /** The colour of a change's text: a rise (or no move) in the rise colour, a fall in the fall colour, unknown in grey. */
  changeColour: (change: number | null) => string;
}

function paletteOf(choice: RiseFallColours): RiseFallPalette {
  const [rise, fall] = choice === 'redUp' ? [RED, GREEN] : [GREEN, RED];
  return { choice, rise, fall, changeColour: (change) => (change === null ? 'text.secondary' : change >= 0 ? rise.text : fall.text) };
}

const PALETTES: Record<RiseFallColours, RiseFallPalette> = { greenUp: paletteOf('greenUp'), redUp: paletteOf('redUp') };

/** The same object for the same choice, so that drawings keyed on it redraw only when the choice changes. */
export const riseFallPalette = (choice: RiseFallColours): RiseFallPalette => PALETTES[choice];
