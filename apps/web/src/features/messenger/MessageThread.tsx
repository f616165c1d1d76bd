import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MessageItem } from './MessageItem.js';
import { useThread } from './useThread.js';

/** A session's messages, newest first, with older pages on demand; without a session, every session's. */
export function MessageThread({ sessionid }: { sessionid: string | null }) {
  const { t } = useTranslation('messenger');
  const thread = useThread(sessionid);
  if (thread.loading) return <LinearProgress />;
  if (thread.error) return <Typography color="text.secondary">{t('unknownSession')}</Typography>;
  if (thread.messages.length === 0) return <Typography color="text.secondary">{t('noMessages')}</Typography>;
  return (
    <Stack spacing={1} data-testid="messenger-thread">
      {thread.messages.map((message) => (
        <MessageItem key={message.id} message={message} showSession={sessionid === null} />
      ))}
      {thread.more && (
        <Button onClick={thread.loadMore} disabled={thread.loadingMore} data-testid="messenger-more">
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
