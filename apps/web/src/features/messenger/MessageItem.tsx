import { Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { isTestAlert, type Message, pictureSubject, priceAlertText, sessionName } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPrice } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/request.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { listTitle, signalBoardPath, signalOfMessage } from '../cloud/signals/signalWords.js';
import { quotePath } from '../quote/quotePath.js';
import { formatMessageTime } from './messageTime.js';

const payloadText = (message: Message, field: string) => {
  const value = message.payload[field];
  return typeof value === 'string' ? value : '';
};

/** A signal reads as what to do, at what price, why, and on which list. */
function SignalText({ message }: { message: Message }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const signal = signalOfMessage(message);
  if (!signal) return null;
  return (
    <Typography variant="body2" data-testid="messenger-signal">
      {t('signals.message.line', {
        action: t(`signals.actions.${signal.action}`),
        name: message.name,
        price: formatPrice(signal.price, language, 0, message.symbol),
        reason: t(`signals.reasons.${signal.reason}`),
        list: listTitle(signal.list, language),
      })}
    </Typography>
  );
}

/** A price alert reads as the trader's own message, its symbol, price and duration in the reader's language. */
function PriceAlertText({ message }: { message: Message }) {
  const [language] = useLanguage();
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="messenger-price-alert">
      {priceAlertText(message, language)}
    </Typography>
  );
}

/** A featured idea reads as its title and the team's reasons; a strategy alert as what matched. */
function MessageText({ message }: { message: Message }) {
  const { t } = useTranslation('messenger');
  if (message.type === 'signal') return <SignalText message={message} />;
  if (message.type === 'price') return <PriceAlertText message={message} />;
  if (message.type !== 'featured') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t(isTestAlert(message) ? 'testMatched' : 'matched', { symbol: message.symbol, name: message.name, duration: message.duration })}
      </Typography>
    );
  }
  const reason = payloadText(message, 'reason');
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="messenger-idea-title">
        {message.name} · {payloadText(message, 'title')}
      </Typography>
      {reason && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {reason}
        </Typography>
      )}
    </>
  );
}

/**
 * A message's chart picture, as its Telegram and e-mail carry it, asked for when the trader opens it: a thread of
 * fifty alerts draws none until one is wanted.
 */
function MessagePicture({ message }: { message: Message }) {
  const { t } = useTranslation('messenger');
  const picture = useQuery({
    // Apart from the messenger's own keys, which each new notification refreshes: a message's picture never changes.
    queryKey: ['messenger-picture', message.id],
    queryFn: () => request(callPaths.messenger.picture, { id: message.id }).then((reply) => reply.picture),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (picture.isPending) return <CircularProgress size={20} data-testid="messenger-picture-loading" />;
  if (picture.isError) return <Typography variant="body2" color="error">{errorText(picture.error)}</Typography>;
  if (!picture.data) return <Typography variant="body2" color="text.secondary">{t('noPicture')}</Typography>;
  const { png, width, height } = picture.data;
  return (
    <Box
      component="img"
      src={`data:image/png;base64,${png}`}
      width={width}
      height={height}
      alt={t('pictureAlt', { symbol: message.symbol, duration: message.duration })}
      sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1 }}
      data-testid="messenger-picture"
    />
  );
}

/** One message: what it says, when, and the way to its chart. */
export function MessageItem({ message, showSession = false }: { message: Message; showSession?: boolean }) {
  const { t } = useTranslation('messenger');
  const [language] = useLanguage();
  const [pictureShown, setPictureShown] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="messenger-message" data-read={message.hasread} data-type={message.type}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }} noWrap>
          {showSession ? `${sessionName(message, language)} · ${message.symbol}` : message.symbol}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatMessageTime(message.ts, Date.now() / 1000, language, t('yesterday'))}
        </Typography>
      </Stack>
      <MessageText message={message} />
      <Stack direction="row" sx={{ gap: 2 }}>
        <Link component={RouterLink} to={quotePath('folder', 'all', message.symbol, message.duration)} variant="body2">
          {t('openChart')}
        </Link>
        {message.type === 'signal' && typeof message.payload.list === 'string' && (
          <Link component={RouterLink} to={signalBoardPath(message.payload.list)} variant="body2" data-testid="messenger-signal-board">
            {t('cloud:signals.message.board', { list: listTitle(message.payload.list, language) })}
          </Link>
        )}
        {message.type === 'featured' && (
          <Link component={RouterLink} to="/apps/featured" variant="body2">
            {t('allIdeas')}
          </Link>
        )}
        {message.type === 'price' && (
          <Link component={RouterLink} to="/apps/alerts" variant="body2" data-testid="messenger-price-alerts">
            {t('allAlerts')}
          </Link>
        )}
        {pictureSubject(message) && (
          <Link component="button" variant="body2" onClick={() => setPictureShown((shown) => !shown)} data-testid="messenger-picture-toggle">
            {pictureShown ? t('hidePicture') : t('showPicture')}
          </Link>
        )}
      </Stack>
      {pictureShown && <MessagePicture message={message} />}
    </Paper>
  );
}
