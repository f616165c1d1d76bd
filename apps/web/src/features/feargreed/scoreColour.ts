import { type FearGreedLabel, fearGreedLabel } from '@signaldesk/contract';
import type { RiseFallPalette } from '@signaldesk/chart-render';

const NEUTRAL = '#9e9e9e';
const FEAR_TO_GREED: FearGreedLabel[] = ['extremeFear', 'fear', 'neutral', 'greed', 'extremeGreed'];

/** Fear in the fall colour, greed in the rise colour, as on the charts; the extremes deeper. */
const shades = ({ rise, fall }: RiseFallPalette): Record<FearGreedLabel, string> => ({
  extremeFear: fall.deep,
  fear: fall.light,
  neutral: NEUTRAL,
  greed: rise.light,
  extremeGreed: rise.deep,
});

export const scoreColour = (score: number, colours: RiseFallPalette) => shades(colours)[fearGreedLabel(score)];

/** The gauge's scale from extreme fear on the left to extreme greed on the right. */
export const gaugeGradient = (colours: RiseFallPalette) => {
  const byLabel = shades(colours);
  return `linear-gradient(90deg, ${FEAR_TO_GREED.map((label) => byLabel[label]).join(', ')})`;
};
