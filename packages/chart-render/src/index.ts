export { chartPalette } from './chartPalette.js';
export { type ChartPanes, LOWER_PANES, type LowerPane, lowerPanesOf } from './chartPanes.js';
export { CHART_FONT_FAMILY, type ChartPicture, DEFAULT_PICTURE_SWITCHES, drawChart, type PictureSwitches } from './drawChart.js';
export { fastLineColours } from './fastLineColours.js';
export { drawnOverlayLines, type OverlayLine, type OverlayLook, overlayLines } from './overlayLines.js';
export { phaseColour } from './phaseColour.js';
export { type Hue, type RiseFallPalette, riseFallPalette } from './riseFallPalette.js';
export type { ChartSurface } from './surface.js';
export { type SymbolPictureRequest, symbolPicture } from './symbolPicture.js';
