import { createTheme } from '@mui/material';
import { CHART_FONT_FAMILY } from '@signaldesk/chart-render';
import { theme as webTheme } from '../../../web/src/app/theme.js';

/**
 * The web app's dark theme, so the assistant looks like the product, with the chart font last in every text style:
 * once loaded (chartFont.ts) it gives Chinese its glyphs on a machine whose own fonts have none.
 */
const fontFamily = `${webTheme.typography.fontFamily}, "${CHART_FONT_FAMILY}"`;
const VARIANTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

export const windowTheme = createTheme(webTheme, {
  typography: { fontFamily, ...Object.fromEntries(VARIANTS.map((variant) => [variant, { fontFamily }])) },
});
