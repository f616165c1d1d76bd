import { Forum } from '@mui/icons-material';
import { Box, LinearProgress, Link, List, Stack, TextField, Typography } from '@mui/material';
import { LIMITS } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useStrategies } from '../strategy/useStrategies.js';
import { filterSessions } from './filterSessions.js';
import { nextCompute } from './nextCompute.js';
import { SessionRow } from './SessionRow.js';
import { useDebounced } from './useDebounced.js';
import { useSessions } from './useSessions.js';

interface Props {
  selected: string | null;
  onSelect: (sessionid: string) => void;
}

/** The session rail: the quick filter and the sessions, the most recent first. */
export function SessionList({ selected, onSelect }: Props) {
  const { t } = useTranslation('messenger');
  const [language] = useLanguage();
  const { sessions, loading, loaded } = useSessions();
  const [filter, setFilter] = useState('');
  const settled = useDebounced(filter, LIMITS.messengerFilterDebounceMs);
  const shown = filterSessions(sessions, settled, language);
  // Before a strategy's first alert there is no session: say when one will come rather than "save a strategy".
  const [newest] = useStrategies();
  return (
    // data-loaded: the sessions came from the server, for what a test cannot tell from an empty rail.
    <Stack sx={{ minHeight: 0, flex: 1 }} data-testid="messenger-rail" data-loaded={loaded}>
      <Box sx={{ p: 1.5 }}>
        <TextField
          size="small"
          fullWidth
          placeholder={t('filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': t('filter'), 'data-testid': 'messenger-filter' } }}
        />
      </Box>
      {loading && <LinearProgress />}
      {!loading && shown.length === 0 ? (
        <Stack sx={{ alignItems: 'center', p: 3, gap: 1, color: 'text.secondary' }}>
          <Forum fontSize="large" />
          {sessions.length === 0 && newest ? (
            <>
              <Typography variant="body2" sx={{ textAlign: 'center' }} data-testid="messenger-awaiting">
                {t('awaiting', { name: newest.name })}
              </Typography>
              <Typography variant="body2" sx={{ textAlign: 'center' }} data-testid="messenger-next-compute">
                {t('nextCompute', { time: formatDate(nextCompute(newest.query.region, Date.now() / 1000), language, { weekday: true }) })}
              </Typography>
              <Link component={RouterLink} to={`/apps/strategy?sid=${encodeURIComponent(newest.sid)}`} variant="body2" data-testid="messenger-strategy-link">
                {t('openStrategy')}
              </Link>
            </>
          ) : (
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {sessions.length === 0 ? t('empty') : t('noMatch')}
            </Typography>
          )}
        </Stack>
      ) : (
        <List dense disablePadding sx={{ overflow: 'auto', flex: 1 }} data-testid="messenger-sessions">
          {shown.map((session) => (
            <SessionRow key={session.sessionid} session={session} selected={session.sessionid === selected} onSelect={onSelect} />
          ))}
        </List>
      )}
    </Stack>
  );
}
