import { Box, Stack, Typography } from '@mui/material';
import { formatDate } from '@signaldesk/format';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/useLanguage.js';

const WIDTH = 800;
const HEIGHT = 200;
/** The band edges the labels change at. */
const BANDS = [25, 45, 55, 75];

/** The composite over time on a 0–100 scale, with the label bands drawn behind. */
export function HistoryChart({ points }: { points: { ts: number; score: number }[] }) {
  const [language] = useLanguage();
  const path = useMemo(() => {
    if (points.length < 2) return '';
    const first = points[0]!.ts;
    const span = points[points.length - 1]!.ts - first || 1;
    return points
      .map(
        (p, i) =>
          `${i === 0 ? 'M' : 'L'}${(((p.ts - first) / span) * WIDTH).toFixed(1)},${(HEIGHT - (p.score / 100) * HEIGHT).toFixed(1)}`,
      )
      .join(' ');
  }, [points]);
  return (
    <Stack spacing={0.5}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        sx={{ width: '100%', height: HEIGHT, display: 'block' }}
        data-testid="feargreed-history"
      >
        {BANDS.map((band) => (
          <line
            key={band}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT - (band / 100) * HEIGHT}
            y2={HEIGHT - (band / 100) * HEIGHT}
            stroke="#bdbdbd"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <path d={path} fill="none" stroke="#1976d2" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </Box>
      {points.length > 1 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="caption" color="text.secondary">
            {formatDate(points[0]!.ts, language)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(points[points.length - 1]!.ts, language)}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
