import { CHART_FONT_FAMILY } from '@signaldesk/chart-render';
import { WINDOW_PATHS } from '../../src/window/windowApi.js';

/**
 * The chart font from the assistant's shipped files, added to the page's fonts once: charts and texts draw with it
 * once it has arrived, and with the system's fonts until then or if it cannot be had. Resolves whether it loaded.
 */
let loading: Promise<boolean> | null = null;

export function loadChartFont(): Promise<boolean> {
  loading ??= new FontFace(CHART_FONT_FAMILY, `url(${WINDOW_PATHS.font})`)
    .load()
    .then((face) => {
      document.fonts.add(face);
      return true;
    })
    .catch(() => false);
  return loading;
}
