import { setChartFontBytes } from '@signaldesk/chart-render/png';
import { CHART_FONT_ASSET, desktopAsset } from '../src/assets.js';

/** The executable has no node_modules to find the chart font in: it carries the font as an asset. */
const font = desktopAsset(CHART_FONT_ASSET);
if (!font) throw new Error(`the executable lacks its asset ${CHART_FONT_ASSET}`);
setChartFontBytes(font);
