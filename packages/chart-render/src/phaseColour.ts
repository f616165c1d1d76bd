import { A, B, C, D } from '@signaldesk/indicators';
import { chartPalette } from './chartPalette.js';

const { phase } = chartPalette;
const COLOURS: Record<number, string> = { [A]: phase.A, [B]: phase.B, [C]: phase.C, [D]: phase.D };

/**
 * The colour of a wave column from its quadrant (1 to 4 for A to D): A deep green, B light green, C deep red,
 * D light red. A column still warming up has no phase, and grey says so rather than guessing a side.
 */
export function phaseColour(quadrant: number | null | undefined): string {
  return (quadrant !== null && quadrant !== undefined && COLOURS[quadrant]) || phase.none;
}
