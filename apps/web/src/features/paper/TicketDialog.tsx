import { Alert, Button, Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { PAPER_MARKET_CURRENCY, type PaperOrderSource, type PaperSide } from '@signaldesk/contract';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { chosenAccount } from './accountChoice.js';
import { OrderTicket } from './OrderTicket.js';
import { paperMarketOf } from './paperMarket.js';
import { accountFor } from './tradingAccount.js';
import { usePaperAccounts } from './usePaper.js';

interface Props {
  symbol: string;
  side: PaperSide;
  /** Where the ticket was opened: the quote screen's buttons or a watchlist row. */
  source: PaperOrderSource;
  onClose: () => void;
}

/**
 * The order ticket over the quote screen, for the symbol shown, in the paper account chosen last (or the first that
 * trades the symbol's market; another may be picked here).
 */
export function TicketDialog({ symbol, side, source, onClose }: Props) {
  const { t } = useTranslation('paper');
  const accounts = usePaperAccounts();
  const chosen = useSyncExternalStore(chosenAccount.subscribe, chosenAccount.get);
  const market = paperMarketOf(symbol);
  const trading = (accounts.data ?? []).filter((account) => market !== null && account.markets.includes(market));
  const account = accountFor(trading, market, chosen);

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="paper-ticket-dialog">
      <DialogTitle>{t('chart.tradeTitle', { symbol })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {trading.length > 1 && account && (
            <TextField
              select
              size="small"
              label={t('ticket.account')}
              value={account.id}
              onChange={(event) => chosenAccount.set(event.target.value)}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'paper-ticket-account' } }}
            >
              {trading.map((kept) => (
                <option key={kept.id} value={kept.id}>
                  {t('account.option', { name: kept.name, currency: kept.currency })}
                </option>
              ))}
            </TextField>
          )}
          {account ? (
            <OrderTicket key={account.id} account={account} symbol={symbol} symbolFixed side={side} source={source} onPlaced={onClose} />
          ) : (
            accounts.isSuccess && (
              <Alert
                severity="info"
                action={
                  <Button component={RouterLink} to="/apps/paper" color="inherit" size="small" onClick={onClose}>
                    {t('ticket.openPaper')}
                  </Button>
                }
                data-testid="paper-ticket-no-account"
              >
                {t('ticket.noAccount', { symbol, currency: market ? PAPER_MARKET_CURRENCY[market] : '' })}
              </Alert>
            )
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
