import { Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import type { Duration } from '@signaldesk/contract';
import { findSymbol } from '@signaldesk/market-data/universe';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { quotePathOf } from '../search/quotePathOf.js';

/** The chart code loads with the first figure, so the catalogue and text-only steps never download it. */
const CourseChart = lazy(() => import('./CourseChart.js').then(({ CourseChart }) => ({ default: CourseChart })));

/** A live chart inside a course step, drawn by the quote screen's chart code, with a way to open that screen. */
export function ChartFigure({ symbol, duration }: { symbol: string; duration: Duration }) {
  const { t } = useTranslation('academy');
  const { t: chartText } = useTranslation('chart');
  const info = findSymbol(symbol);
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, my: 2, p: 1 }} data-testid="course-chart" data-symbol={symbol}>
      <Suspense
        fallback={
          <Stack sx={{ height: 320, alignItems: 'center', justifyContent: 'center' }} spacing={1}>
            <CircularProgress size={28} />
            <Typography variant="caption">{t('chartLoading')}</Typography>
          </Stack>
        }
      >
        <CourseChart symbol={info?.symbol ?? symbol} duration={duration} />
      </Suspense>
      <Box component="figcaption" sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 1, pt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {t('chartCaption', { symbol, duration: chartText(`durations.${duration}`) })}
        </Typography>
        {info && (
          <Link component={RouterLink} to={`${quotePathOf(info)}/${duration}`} variant="caption">
            {t('openChart')}
          </Link>
        )}
      </Box>
    </Paper>
  );
}
