import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { SIGNAL_CLAIM, type SignalBook, type SignalRecord } from '@signaldesk/contract';
import { formatDate, formatFixed, formatPrice } from '@signaldesk/format';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatBarTime } from '../../chart/formatBarTime.js';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { useRiseFall } from '../../riseFall/useRiseFall.js';
import { quotePath } from '../../quote/quotePath.js';
import { snackbar } from '../../snackbar/snackbar.js';
import { MISSING, percentOf } from '../report/metricFormat.js';
import { useFollowSource } from './useSignals.js';
import { buys, claimReached, signalAction } from './signalWords.js';

interface Props {
  book: SignalBook;
  list: { slug: string; title: string; timeZone: string };
}

/** One published source on the list: what it trades, its backtested record, today's signals and the follow toggle. */
export function SignalBookCard({ book, list }: Props) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const { source, record } = book;
  const names = { source: source.name, list: list.title };
  const follow = useFollowSource((following) => snackbar.success(t(following ? 'signals.book.followed' : 'signals.book.unfollowed', names)));
  const barDate = (ts: number, timeZone: string) => formatBarTime(ts, timeZone, source.duration, language);

  return (
    <Card variant="outlined" data-testid="signal-book" data-source={source.id}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }} data-testid="signal-book-name">
              {source.name}
            </Typography>
            {claimReached(record) && record && (
              <Chip
                color="success"
                data-testid="signal-claim"
                label={t('signals.book.claim', {
                  rate: formatFixed(SIGNAL_CLAIM.winRate * 100, language, 0),
                  trades: formatFixed(record.trades, language, 0),
                })}
              />
            )}
            <Button
              variant={book.following ? 'contained' : 'outlined'}
              disabled={follow.isPending}
              onClick={() => follow.mutate({ source: source.id, list: list.slug, follow: !book.following })}
              aria-pressed={book.following}
              data-testid="signal-follow"
            >
              {t(book.following ? 'signals.book.following' : 'signals.book.follow')}
            </Button>
          </Stack>
          {source.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {source.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('signals.book.direction')}: {t(`signals.book.${source.direction}`)} · {t('signals.book.duration')}: {t(`chart:durations.${source.duration}`)}
          </Typography>
          {book.computedAt === null ? (
            <Computing progress={book.progress} />
          ) : record === null || book.asOf === null ? (
            <Typography color="text.secondary" data-testid="signal-no-candles">
              {t('signals.book.noCandles')}
            </Typography>
          ) : (
            <>
              <RecordFigures record={record} period={`${barDate(record.from, list.timeZone)} – ${barDate(record.to, list.timeZone)}`} />
              {book.computedAt !== null && (
                <Typography variant="caption" color="text.secondary" data-testid="signal-computed">
                  {t('signals.book.computed', { time: formatDate(book.computedAt, language) })}
                </Typography>
              )}
              <SignalTable book={book} date={barDate(book.asOf, list.timeZone)} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Before the first book: how far the server's computation of it has got, or that it waits for the sources ahead of it. */
function Computing({ progress }: { progress: number | null }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  return (
    <Box data-testid="signal-computing">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {progress === null ? t('signals.book.computing') : t('signals.book.computingShare', { percent: formatFixed(progress * 100, language, 0) })}
      </Typography>
      {progress === null ? <LinearProgress /> : <LinearProgress variant="determinate" value={progress * 100} />}
    </Box>
  );
}

/** The record as a trader reads a track record: how many trades, how often they won, how much, at what risk. */
function RecordFigures({ record, period }: { record: SignalRecord; period: string }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const count = (value: number) => formatFixed(value, language, 0);
  const orMissing = (value: number | null, signed: boolean) => (value === null ? MISSING : percentOf(value, language, signed));
  const trades = record.openTrades > 0 ? `${count(record.trades)} (${t('signals.book.openTrades', { open: count(record.openTrades) })})` : count(record.trades);
  const figures = [
    ['trades', trades],
    ['winRate', orMissing(record.winRate, false)],
    ['averageReturn', orMissing(record.averageReturn, true)],
    ['maxDrawdown', percentOf(-record.maxDrawdown, language)],
    ['totalReturn', orMissing(record.totalReturn, true)],
    ['period', period],
    ['symbols', count(record.symbols)],
  ] as const;
  return (
    <Box data-testid="signal-record">
      <Typography variant="subtitle2">{t('signals.book.record')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, m: 0 }}>
        {figures.map(([key, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`signals.book.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`signal-record-${key}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Today's signals: what to do on which stock, why, and at what price. */
function SignalTable({ book, date }: { book: SignalBook; date: string }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  // A buy (or a cover) is read in the trader's rise colour, a sell (or a short) in the fall colour.
  const { rise, fall } = useRiseFall();
  const { source, signals } = book;
  if (signals.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="signal-none">
        {t('signals.book.none', { date })}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="subtitle2">{t('signals.book.today', { date })}</Typography>
      <Box sx={{ overflowX: 'auto', maxHeight: 480 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {(['symbol', 'name', 'action', 'reason', 'price', 'bar'] as const).map((column) => (
                <TableCell key={column}>{t(`signals.book.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {signals.map((signal) => (
              <TableRow key={`${signal.symbol}-${signal.side}`} data-testid="signal-row">
                <TableCell>
                  <Link component={RouterLink} to={quotePath('folder', 'all', signal.symbol, source.duration)} data-testid="signal-symbol">
                    {signal.symbol}
                  </Link>
                </TableCell>
                <TableCell>{signal.name}</TableCell>
                <TableCell data-testid="signal-action" sx={{ color: buys(source.direction, signal.side) ? rise.text : fall.text, fontWeight: 600 }}>
                  {t(`signals.actions.${signalAction(source.direction, signal.side)}`)}
                </TableCell>
                <TableCell>{t(`signals.reasons.${signal.reason}`)}</TableCell>
                <TableCell>{formatPrice(signal.price, language, 0, signal.symbol)}</TableCell>
                <TableCell>{formatBarTime(signal.time, timeZoneOf(signal.symbol), source.duration, language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
