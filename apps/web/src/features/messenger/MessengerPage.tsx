import { Paper, Stack, Typography } from '@mui/material';
import { sessionName } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { MessageThread } from './MessageThread.js';
import { SessionList } from './SessionList.js';
import { useMarkRead } from './useMarkRead.js';
import { useSessions } from './useSessions.js';

/** /apps/messenger and /apps/messenger/{id}: the sessions beside the open session's thread. */
export function MessengerPage() {
  const { t } = useTranslation('messenger');
  const [language] = useLanguage();
  const { id = null } = useParams();
  const navigate = useNavigate();
  const { sessions } = useSessions();
  const open = sessions.find((session) => session.sessionid === id);
  useMarkRead(open);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }} data-testid="messenger-page">
        <Paper variant="outlined" sx={{ width: { md: 360 }, flexShrink: 0, display: 'flex', maxHeight: { md: '75vh' } }}>
          <SessionList selected={id} onSelect={(sessionid) => navigate(`/apps/messenger/${encodeURIComponent(sessionid)}`)} />
        </Paper>
        <Stack sx={{ flex: 1, minWidth: 0, gap: 1 }}>
          {id ? (
            <>
              <Typography variant="h6">{open ? sessionName(open, language) : ''}</Typography>
              <MessageThread sessionid={id} />
            </>
          ) : (
            <Typography color="text.secondary" data-testid="messenger-choose">
              {t('choose')}
            </Typography>
          )}
        </Stack>
      </Stack>
    </>
  );
}
