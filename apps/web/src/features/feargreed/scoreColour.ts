import { type FearGreedLabel, fearGreedLabel } from '@signaldesk/contract';

/** Fear in the falling colour, greed in the rising one, as on the charts. */
const COLOURS: Record<FearGreedLabel, string> = {
  extremeFear: '#1b5e20',
  fear: '#43a047',
  neutral: '#9e9e9e',
  greed: '#e57373',
  extremeGreed: '#b71c1c',
};

export const scoreColour = (score: number) => COLOURS[fearGreedLabel(score)];
