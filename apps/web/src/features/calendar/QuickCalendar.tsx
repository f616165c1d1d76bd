import { CalendarToday } from '@mui/icons-material';
import { Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { economicEventName } from '@signaldesk/contract';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { dayIn } from './calendarFilters.js';
import { formatDay, formatTime, userTimeZone } from './calendarFormat.js';
import { ImportanceStars } from './ImportanceStars.js';
import { useEconomicCalendar } from './useCalendar.js';

/** Releases the drawer lists at most; the calendar screen has the rest. */
const QUICK_EVENTS = 15;

/** The shell's quick news calendar: the week's coming releases of medium and high importance, in the user's time. */
export function QuickCalendar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('calendar');
  const [language] = useLanguage();
  const calendar = useEconomicCalendar();
  // Releases of the last hour stay on the list, so one that just came out shows its figure.
  const since = Date.now() / 1000 - 3_600;
  const events = (calendar.data?.list ?? []).filter((event) => event.ts >= since && event.importance >= 2).slice(0, QUICK_EVENTS);

  return (
    <Stack spacing={1} data-testid="quick-calendar">
      {events.length === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }}>
          <CalendarToday fontSize="large" />
          <Typography variant="body2">{calendar.isError ? errorText(calendar.error) : t('quickEmpty')}</Typography>
        </Stack>
      ) : (
        <List dense disablePadding>
          {events.map((event) => (
            <ListItem key={`${event.ts}-${event.country}-${event.title}`} disableGutters data-testid="quick-event">
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatDay(dayIn(event.ts, userTimeZone()), language)} {formatTime(event.ts, language)}
                    </Typography>
                    <Chip size="small" label={event.country} />
                    <ImportanceStars importance={event.importance} />
                  </Stack>
                }
                secondary={[economicEventName(event.title, language), event.actual].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button component={RouterLink} to="/apps/calendar" onClick={onNavigate} variant="outlined">
        {t('quickAll')}
      </Button>
    </Stack>
  );
}
