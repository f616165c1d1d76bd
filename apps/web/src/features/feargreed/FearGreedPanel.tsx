import {
  Alert,
  Box,
  CircularProgress,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { callPaths } from '@signaldesk/contract/callPaths';
import { timeZoneOfMarket } from '@signaldesk/market-data/sessions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { formatBarTime } from '../chart/formatBarTime.js';
import { HistoryChart } from './HistoryChart.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { gaugeGradient, scoreColour } from './scoreColour.js';

/** The index is read on the S&P 500's daily bars: its date is New York's trading day. */
const US_CLOCK = timeZoneOfMarket('US');

/** The fear-greed index: today's score and label, its five components, its history and how it is built. */
export function FearGreedPanel() {
  const { t } = useTranslation('feargreed');
  const colours = useRiseFall();
  const [language] = useLanguage();
  const index = useQuery({
    queryKey: ['feargreed'],
    queryFn: () => request(callPaths.overview.fearGreed, { type: 'all' }),
    staleTime: 10 * 60_000,
  });
  const explanation = t('explanation', { returnObjects: true }) as string[];

  return (
    <Stack spacing={2} data-testid="feargreed-panel">
      {index.isPending && <CircularProgress sx={{ alignSelf: 'center' }} />}
      {index.isError && <Alert severity="warning">{errorText(index.error)}</Alert>}
      {index.data && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
              <Stack sx={{ minWidth: 200 }}>
                <Typography variant="overline">{t('title')}</Typography>
                <Typography
                  variant="h2"
                  sx={{ fontWeight: 700, color: scoreColour(index.data.score, colours) }}
                  data-testid="feargreed-score"
                >
                  {Math.round(index.data.score)}
                </Typography>
                <Typography variant="h6" data-testid="feargreed-label">
                  {t(`labels.${index.data.label}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('asOf', { date: formatBarTime(index.data.ts, US_CLOCK, '1d', language) })}
                </Typography>
              </Stack>
              <Box
                sx={{
                  flex: 1,
                  position: 'relative',
                  height: 16,
                  borderRadius: 1,
                  background: gaugeGradient(colours),
                }}
              >
                <Box
                  sx={{
                    position: 'absolute',
                    left: `calc(${index.data.score}% - 2px)`,
                    top: -6,
                    width: 4,
                    height: 28,
                    bgcolor: 'text.primary',
                    borderRadius: 1,
                  }}
                />
              </Box>
            </Stack>
          </Paper>
          <Paper variant="outlined">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('component')}</TableCell>
                  <TableCell>{t('reading')}</TableCell>
                  <TableCell sx={{ width: '30%' }}>{t('score')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {index.data.components.map((c) => (
                  <TableRow key={c.id} data-testid={`feargreed-${c.id}`}>
                    <TableCell>{t(`components.${c.id}`)}</TableCell>
                    <TableCell>
                      {t(`readings.${c.id}`, { raw: c.raw })}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t(`sources.${c.source}`)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={c.score}
                          sx={{
                            flex: 1,
                            height: 8,
                            borderRadius: 1,
                            '& .MuiLinearProgress-bar': { bgcolor: scoreColour(c.score, colours) },
                          }}
                        />
                        <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
                          {Math.round(c.score)}
                        </Typography>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('history')}
            </Typography>
            <HistoryChart points={index.data.history} />
          </Paper>
        </>
      )}
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="feargreed-explanation">
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('explanationTitle')}
        </Typography>
        {explanation.map((paragraph) => (
          <Typography key={paragraph} variant="body2" sx={{ mb: 1 }}>
            {paragraph}
          </Typography>
        ))}
      </Paper>
    </Stack>
  );
}
