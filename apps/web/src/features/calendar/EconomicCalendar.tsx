import {
  Alert,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { CALENDAR_COUNTRIES, type CalendarCountry, economicEventName } from '@signaldesk/contract';
import { formatTimeZone } from '@signaldesk/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { calendarCountriesOf } from '../region/regionFilters.js';
import { useRegionFilter } from '../region/useRegion.js';
import { calendarDays, dayIn, filterEvents, openingDay } from './calendarFilters.js';
import { formatDay, formatTime, userTimeZone } from './calendarFormat.js';
import { ImportanceStars } from './ImportanceStars.js';
import { useEconomicCalendar } from './useCalendar.js';

const IMPORTANCES = [3, 2, 1] as const;

/** This week's releases with the spec's filters: importance, countries, a tab per weekday, Top10 and Mine. */
export function EconomicCalendar({ days: weekDays }: { days: string[] }) {
  const { t } = useTranslation('calendar');
  const [language] = useLanguage();
  const calendar = useEconomicCalendar();
  const timeZone = userTimeZone();
  const days = useMemo(() => calendarDays(weekDays, calendar.data?.list ?? [], timeZone), [weekDays, calendar.data, timeZone]);
  const [day, setDay] = useState(() => openingDay(weekDays, dayIn(Date.now() / 1000, timeZone)));
  const [importance, setImportance] = useState<number[]>([3, 2, 1]);
  const [countries, setCountries] = useRegionFilter(calendarCountriesOf);
  const [top10, setTop10] = useState(false);
  const [mine, setMine] = useState(false);

  const events = useMemo(
    () =>
      calendar.data ? filterEvents(calendar.data.list, { day, timeZone, importance, countries, top10, mine }, calendar.data.mine) : [],
    [calendar.data, day, timeZone, importance, countries, top10, mine],
  );

  if (calendar.isError) return <Alert severity="error">{errorText(calendar.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            {t('importance')}
          </Typography>
          <ToggleButtonGroup size="small" value={importance} onChange={(_, next: number[]) => setImportance(next)}>
            {IMPORTANCES.map((level) => (
              <ToggleButton key={level} value={level} data-testid={`importance-${level}`}>
                {t(`importanceLevels.${level}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary">
            {t('countries')}
          </Typography>
          <ToggleButtonGroup size="small" value={countries} onChange={(_, next: CalendarCountry[]) => setCountries(next)}>
            {CALENDAR_COUNTRIES.map((country) => (
              <ToggleButton key={country} value={country} title={t(`countryNames.${country}`)} data-testid={`country-${country}`}>
                {country}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <FormControlLabel
          control={<Switch checked={top10} onChange={(e) => setTop10(e.target.checked)} data-testid="filter-top10" />}
          label={t('top10')}
        />
        <FormControlLabel
          control={<Switch checked={mine} onChange={(e) => setMine(e.target.checked)} data-testid="filter-mine" />}
          label={t('mine')}
        />
      </Stack>
      {mine && calendar.data && (
        <Typography variant="caption" color="text.secondary">
          {t('mineHint', { countries: calendar.data.mine.join(', ') })}
        </Typography>
      )}
      <Tabs value={day} onChange={(_, next: string) => setDay(next)} variant="scrollable">
        {days.map((d) => (
          <Tab key={d} value={d} label={formatDay(d, language)} data-testid={`day-${d}`} />
        ))}
      </Tabs>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" data-testid="economic-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('time')}</TableCell>
                <TableCell>{t('country')}</TableCell>
                <TableCell>{t('event')}</TableCell>
                <TableCell>{t('importance')}</TableCell>
                <TableCell align="right">{t('actual')}</TableCell>
                <TableCell align="right">{t('forecast')}</TableCell>
                <TableCell align="right">{t('previous')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((event) => (
                <TableRow
                  key={`${event.ts}-${event.country}-${event.title}`}
                  data-testid="economic-row"
                  data-country={event.country}
                  data-importance={event.importance}
                >
                  <TableCell data-testid="economic-time">{formatTime(event.ts, language)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={event.country}
                      title={t(`countryNames.${event.country}`, { defaultValue: event.country })}
                    />
                  </TableCell>
                  <TableCell>{economicEventName(event.title, language)}</TableCell>
                  <TableCell>
                    <ImportanceStars importance={event.importance} />
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {event.actual ?? ''}
                  </TableCell>
                  <TableCell align="right">{event.forecast ?? ''}</TableCell>
                  <TableCell align="right">{event.previous ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {calendar.data && events.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="economic-empty">
            {t('noEvents')}
          </Typography>
        )}
      </Paper>
      <Typography variant="caption" color="text.secondary">
        {t('timesIn', { zone: formatTimeZone(userTimeZone(), language) })}
        {calendar.data &&
          ` · ${t('source', { source: t(`sources.${calendar.data.source}`, { defaultValue: calendar.data.source }) })}`}
      </Typography>
    </Stack>
  );
}
