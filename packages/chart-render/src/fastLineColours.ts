import { chartPalette } from './chartPalette.js';

/**
 * Colours of the fast line and its band: brown on light green while it is above the slow line (showAwl 1),
 * blue on light red below it (-1). Before showAwl has a value the lines themselves decide, when they have one.
 */
export function fastLineColours(showAwl: number | null | undefined, fast?: number | null, slow?: number | null) {
  if (showAwl === 1) return chartPalette.fastAbove;
  if (showAwl === -1) return chartPalette.fastBelow;
  if (typeof fast === 'number' && typeof slow === 'number' && fast < slow) return chartPalette.fastBelow;
  return chartPalette.fastAbove;
}
