import { Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PaperAccount, PaperPosition } from '@signaldesk/contract';
import { formatPrice } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { refusalText } from '../alerts/useAlerts.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { snackbar } from '../snackbar/snackbar.js';
import { moneyText, pnlSign, pnlText, positionReturn, quantityText } from './pnl.js';
import { usePaperActions } from './usePaper.js';

/** The run's open positions at their last prices, each closable at the market in one click. */
export function PositionsTable({ account, positions }: { account: PaperAccount; positions: readonly PaperPosition[] }) {
  const { t } = useTranslation('paper');
  const [language] = useLanguage();
  const { changeColour } = useRiseFall();
  const { place } = usePaperActions();
  if (positions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="paper-positions-empty">
        {t('positions.empty')}
      </Typography>
    );
  }
  const close = (position: PaperPosition) =>
    place.mutate(
      {
        accountId: account.id,
        symbol: position.symbol,
        side: position.quantity > 0 ? 'sell' : 'buy',
        type: 'market',
        // A-shares bought today wait a day: what may be sold now is sold.
        quantity: position.quantity > 0 ? position.sellable : -position.quantity,
        timeInForce: 'day',
        source: 'ticket',
      },
      { onError: (error) => snackbar.error(refusalText(error)) },
    );
  return (
    <Table size="small" data-testid="paper-positions">
      <TableHead>
        <TableRow>
          <TableCell>{t('positions.symbol')}</TableCell>
          <TableCell align="right">{t('positions.quantity')}</TableCell>
          <TableCell align="right">{t('positions.average')}</TableCell>
          <TableCell align="right">{t('positions.last')}</TableCell>
          <TableCell align="right">{t('positions.value')}</TableCell>
          <TableCell align="right">{t('positions.unrealised')}</TableCell>
          <TableCell align="right">{t('positions.realised')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {positions.map((position) => (
          <TableRow
            key={position.symbol}
            data-testid="paper-position"
            data-symbol={position.symbol}
            data-quantity={position.quantity}
            data-last={position.lastPrice}
            data-unrealised={position.unrealised}
          >
            <TableCell>
              <Link component={RouterLink} to={`/apps/quote/folder/all/${position.symbol}`} underline="hover">
                {position.symbol}
              </Link>
              {position.quantity < 0 && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
                  {t('positions.short')}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{quantityText(position.quantity, language)}</TableCell>
            <TableCell align="right">{formatPrice(position.averagePrice, language)}</TableCell>
            <TableCell align="right">{formatPrice(position.lastPrice, language)}</TableCell>
            <TableCell align="right">{moneyText(position.marketValue, language)}</TableCell>
            <TableCell align="right" sx={{ color: changeColour(pnlSign(position.unrealised)) }} data-testid="paper-position-unrealised">
              {pnlText(position.unrealised, language)}
              <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
                {positionReturn(position, language)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ color: changeColour(pnlSign(position.realised)) }}>
              {pnlText(position.realised, language)}
            </TableCell>
            <TableCell align="right">
              <Button
                size="small"
                onClick={() => close(position)}
                disabled={place.isPending || (position.quantity > 0 && position.sellable <= 0)}
                title={t('positions.closeTitle', { symbol: position.symbol })}
                data-testid="paper-position-close"
              >
                {t('positions.close')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
