import { Inbox } from '@mui/icons-material';
import { Alert, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { formatFixed } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader.js';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { errorText } from '../../auth/errorText.js';
import { useAuth } from '../../auth/useAuth.js';
import { EmptyState } from '../../shell/EmptyState.js';
import { SignalBookCard } from './SignalBookCard.js';
import { listTimeZone } from './signalWords.js';
import { useSignalBoard } from './useSignals.js';

/** /apps/cloud/{tagurl}: every source the team publishes on one index list, its record and today's signals. */
export function SignalBoardPage() {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const { tagurl = '' } = useParams();
  const { user } = useAuth();
  const board = useSignalBoard(tagurl);

  const back = (
    <Button component={RouterLink} to="/apps/cloud" data-testid="signal-board-back">
      {t('signals.board.back')}
    </Button>
  );
  if (board.isPending) return <LinearProgress />;
  if (board.isError) {
    return (
      <Stack spacing={2} data-testid="signal-board">
        <PageHeader title={t('signals.section.title')} subtitle={t('signals.section.help')}>
          {back}
        </PageHeader>
        <Alert severity="error" data-testid="signal-board-error">
          {errorText(board.error)}
        </Alert>
      </Stack>
    );
  }
  const { list, books } = board.data;
  const title = language === 'zh' ? list.cnname : list.name;
  const timeZone = listTimeZone(list.slug);
  return (
    <Stack spacing={2} data-testid="signal-board" data-list={list.slug}>
      <PageHeader title={title} subtitle={t('signals.board.members', { stocks: formatFixed(list.symbols, language, 0) })}>
        {back}
      </PageHeader>
      <Typography variant="body2" color="text.secondary" data-testid="signal-delivery">
        {t('signals.board.delivery')}{' '}
        <Link component={RouterLink} to="/apps/messenger">
          {t('signals.board.openMessenger')}
        </Link>
      </Typography>
      {books.length === 0 ? (
        <EmptyState icon={<Inbox />} text={t(user?.role === 'super' ? 'signals.board.emptySuper' : 'signals.board.empty')} />
      ) : (
        books.map((book) => <SignalBookCard key={book.source.id} book={book} list={{ slug: list.slug, title, timeZone }} />)
      )}
    </Stack>
  );
}
