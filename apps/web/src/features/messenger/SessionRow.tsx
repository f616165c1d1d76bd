import { Badge, ListItemButton, Stack, Typography } from '@mui/material';
import { type MessengerSession, sessionName } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { formatMessageTime } from './messageTime.js';

interface Props {
  session: MessengerSession;
  selected: boolean;
  onSelect: (sessionid: string) => void;
}

/** One session: its name, the latest message's time and text, and the unread badge. */
export function SessionRow({ session, selected, onSelect }: Props) {
  const { t } = useTranslation('messenger');
  const [language] = useLanguage();
  const latest = session.latestMessage;
  return (
    <ListItemButton selected={selected} onClick={() => onSelect(session.sessionid)} data-testid="messenger-session" data-session={session.sessionid} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: session.unreadCount > 0 ? 700 : 500 }}>
            {sessionName(session, language)}
          </Typography>
          {latest && (
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatMessageTime(latest.ts, Date.now() / 1000, language, t('yesterday'))}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
            {latest ? `${latest.symbol} ${latest.name}` : ''}
          </Typography>
          <Badge color="error" badgeContent={session.unreadCount} max={99} data-testid="messenger-unread" sx={{ mr: 1 }} />
        </Stack>
      </Stack>
    </ListItemButton>
  );
}
