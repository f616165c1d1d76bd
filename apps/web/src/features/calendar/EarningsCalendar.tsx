import {
  Alert,
  Link,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { parseMarketCap } from '@signaldesk/contract';
import { formatCap } from '@signaldesk/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { quotePath } from '../quote/quotePath.js';
import { inRegion, regionItself } from '../region/regionFilters.js';
import { RegionFilter } from '../region/RegionFilter.js';
import { useRegionFilter } from '../region/useRegion.js';
import { dayIn, openingDay } from './calendarFilters.js';
import { formatDay, formatTime, userTimeZone } from './calendarFormat.js';
import { useEarningsCalendar } from './useCalendar.js';

/** This week's earnings reports of a region by day, largest company first; the cap is read from its "$1,234" text. */
export function EarningsCalendar({ days }: { days: string[] }) {
  const { t } = useTranslation('calendar');
  const [language] = useLanguage();
  const earnings = useEarningsCalendar();
  const [day, setDay] = useState(() => openingDay(days, dayIn(Date.now() / 1000, userTimeZone())));
  const [region, setRegion] = useRegionFilter(regionItself);

  const rows = useMemo(
    () =>
      (earnings.data?.list ?? [])
        .filter((entry) => entry.day === day && inRegion(region, entry.region))
        .map((entry) => ({ ...entry, cap: parseMarketCap(entry.marketCap) }))
        .sort((a, b) => (b.cap ?? 0) - (a.cap ?? 0)),
    [earnings.data, day, region],
  );

  if (earnings.isError) return <Alert severity="error">{errorText(earnings.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <RegionFilter value={region} onChange={setRegion} testId="earnings-region" />
      <Tabs value={day} onChange={(_, next: string) => setDay(next)} variant="scrollable">
        {days.map((d) => (
          <Tab key={d} value={d} label={formatDay(d, language)} data-testid={`earnings-day-${d}`} />
        ))}
      </Tabs>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" data-testid="earnings-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('symbol')}</TableCell>
                <TableCell>{t('company')}</TableCell>
                <TableCell>{t('timing')}</TableCell>
                <TableCell align="right">{t('marketCap')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.symbol} hover data-testid="earnings-row">
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={quotePath('folder', 'all', entry.symbol)}
                      underline="hover"
                    >
                      {entry.symbol}
                    </Link>
                  </TableCell>
                  <TableCell>{language === 'zh' && entry.cnname ? entry.cnname : entry.name}</TableCell>
                  <TableCell>
                    {t(`timings.${entry.timing}`)}
                    {entry.timing !== 'unknown' && ` · ${formatTime(entry.ts, language)}`}
                  </TableCell>
                  <TableCell align="right" title={entry.marketCap}>
                    {entry.cap === null ? '—' : formatCap(entry.cap, language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {earnings.data && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('noEarnings')}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
