import { Alert, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.js';
import { errorText } from '../auth/errorText.js';
import { FearGreedPanel } from '../feargreed/FearGreedPanel.js';
import { weekDays } from './calendarFilters.js';
import { EarningsCalendar } from './EarningsCalendar.js';
import { EconomicCalendar } from './EconomicCalendar.js';
import { useEconomicCalendar } from './useCalendar.js';

type CalendarTab = 'economic' | 'earnings' | 'fearGreed';
const TABS: readonly CalendarTab[] = ['economic', 'earnings', 'fearGreed'];

/** /apps/calendar — the week's economic and earnings calendars and the fear-greed index. */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const [tab, setTab] = useState<CalendarTab>('economic');
  const economic = useEconomicCalendar();
  const days = economic.data ? weekDays(economic.data.from) : null;

  return (
    <Stack spacing={2} data-testid="calendar-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs value={tab} onChange={(_, next: CalendarTab) => setTab(next)}>
        {TABS.map((id) => (
          <Tab key={id} value={id} label={t(`tabs.${id}`)} data-testid={`calendar-tab-${id}`} />
        ))}
      </Tabs>
      {tab === 'fearGreed' ? (
        <FearGreedPanel />
      ) : economic.isError ? (
        <Alert severity="error">{errorText(economic.error)}</Alert>
      ) : !days ? (
        <CircularProgress sx={{ alignSelf: 'center' }} />
      ) : tab === 'economic' ? (
        <EconomicCalendar days={days} />
      ) : (
        <EarningsCalendar days={days} />
      )}
    </Stack>
  );
}
