import { Alert, List, Typography } from '@mui/material';
import type { Duration, Message } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { MessageLine } from './MessageLine.js';

/** Today's alerts, newest first; new ones arrive as the assistant pushes them. */
export function MessagesTab({ messages, error, onOpen }: { messages: Message[]; error: string | null; onOpen: (symbol: string, duration: Duration) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
        {t('messages.title')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ m: 1 }}>
          {t('messages.loadFailed', { msg: error })}
        </Alert>
      )}
      {messages.length === 0 && !error ? (
        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="messages-empty">
          {t('messages.empty')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="messages-list">
          {messages.map((message) => (
            <MessageLine key={message.id} message={message} onOpen={onOpen} />
          ))}
        </List>
      )}
    </>
  );
}
