import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Divider, IconButton, List, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { riseFallPalette } from '@signaldesk/chart-render';
import { type Duration, type Message, riseFallColoursFor } from '@signaldesk/contract';
import { formatDate, formatPercent, formatPrice } from '@signaldesk/format';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReportReply, reportReplySchema, WINDOW_PATHS } from '../../src/window/windowApi.js';
import { useWindowLanguage } from './i18n.js';
import { MessageLine } from './MessageLine.js';
import { useRiseFall } from './riseFallContext.js';
import { windowCall } from './windowCall.js';

/** The close and the change have columns of their own, in the rise/fall colours. */
const SHOWN_APART = new Set(['candle.close', 'candle.updown']);

/** The daily report of the followed symbols: each one's last daily bar as the quote screen's panel reads it. */
function DailyReport({ onOpen }: { onOpen: (symbol: string, duration: Duration) => void }) {
  const { t } = useTranslation();
  const language = useWindowLanguage();
  const palette = riseFallPalette(riseFallColoursFor(useRiseFall(), language));
  const [report, setReport] = useState<ReportReply | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    windowCall(WINDOW_PATHS.report, reportReplySchema)
      .then(setReport)
      .catch((refusal: Error) => setError(refusal.message));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields' texts come in the window's language
  useEffect(load, [load, language]);

  return (
    <Box data-testid="daily-report">
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ flex: 1 }}>
          {t('today.report')}
        </Typography>
        <Tooltip title={t('today.refreshReport')}>
          <IconButton size="small" aria-label={t('today.refreshReport')} onClick={load}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ m: 1 }}>
          {t('today.reportFailed', { msg: error })}
        </Alert>
      )}
      {report && (
        <>
          <Typography variant="caption" color="text.secondary" sx={{ px: 2 }}>
            {t('today.reportAt', { time: formatDate(report.at, language) })}
          </Typography>
          {report.lines.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {t('today.reportEmpty')}
            </Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="right">{t('today.close')}</TableCell>
                  <TableCell align="right">{t('today.change')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.lines.map((line) => (
                  <TableRow key={line.symbol} hover onClick={() => onOpen(line.symbol, '1d')} sx={{ cursor: 'pointer', verticalAlign: 'top' }} data-testid="report-line" data-symbol={line.symbol}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {line.symbol}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {line.name}
                      </Typography>
                      {line.fields.filter((field) => !SHOWN_APART.has(field.id)).map((field) => (
                        <Typography key={field.id} variant="caption" color="text.secondary" component="div">
                          {field.name}: {field.text}
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell align="right">{line.close === null ? '—' : formatPrice(line.close, language, 0, line.symbol)}</TableCell>
                    <TableCell align="right" sx={{ color: palette.changeColour(line.changePercent) }}>
                      {line.changePercent === null ? '—' : formatPercent(line.changePercent, language)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {report.more > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ px: 2 }} component="div">
              {t('today.more', { count: report.more })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

/** Where the chat will be: today's alerts, live, and the daily report of the followed symbols. */
export function TodayColumn({ messages, messagesError, onOpen }: { messages: Message[]; messagesError: string | null; onOpen: (symbol: string, duration: Duration) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2">
          {t('today.title')}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="chat-coming">
          {t('today.chatComing')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {t('today.alerts')}
        </Typography>
        {messagesError && (
          <Alert severity="error" sx={{ m: 1 }}>
            {t('messages.loadFailed', { msg: messagesError })}
          </Alert>
        )}
        {messages.length === 0 && !messagesError ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('messages.empty')}
          </Typography>
        ) : (
          <List dense disablePadding data-testid="today-messages">
            {messages.map((message) => (
              <MessageLine key={message.id} message={message} onOpen={onOpen} />
            ))}
          </List>
        )}
        <Divider sx={{ my: 1 }} />
        <DailyReport onOpen={onOpen} />
      </Box>
    </>
  );
}
