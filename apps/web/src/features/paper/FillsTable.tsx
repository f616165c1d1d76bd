import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PaperFill } from '@signaldesk/contract';
import { formatDate, formatPrice } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { moneyText, pnlSign, pnlText, quantityText } from './pnl.js';

/** Every fill of the run, newest first, with its costs and the profit or loss it closed. */
export function FillsTable({ fills }: { fills: readonly PaperFill[] }) {
  const { t } = useTranslation('paper');
  const [language] = useLanguage();
  const { changeColour } = useRiseFall();
  if (fills.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="paper-fills-empty">
        {t('fills.empty')}
      </Typography>
    );
  }
  return (
    <Table size="small" data-testid="paper-fills">
      <TableHead>
        <TableRow>
          <TableCell>{t('fills.time')}</TableCell>
          <TableCell>{t('orders.symbol')}</TableCell>
          <TableCell>{t('orders.side')}</TableCell>
          <TableCell align="right">{t('orders.quantity')}</TableCell>
          <TableCell align="right">{t('fills.price')}</TableCell>
          <TableCell align="right">{t('fills.fee')}</TableCell>
          <TableCell align="right">{t('fills.realised')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fills.map((fill) => (
          <TableRow key={fill.id} data-testid="paper-fill" data-symbol={fill.symbol} data-order={fill.orderId} data-price={fill.price}>
            <TableCell>{formatDate(fill.filledAt, language)}</TableCell>
            <TableCell>{fill.symbol}</TableCell>
            <TableCell sx={{ color: fill.side === 'buy' ? 'success.main' : 'error.main' }}>{t(`sides.${fill.side}`)}</TableCell>
            <TableCell align="right">{quantityText(fill.quantity, language)}</TableCell>
            <TableCell align="right">{formatPrice(fill.price, language)}</TableCell>
            <TableCell align="right">{moneyText(fill.fee, language)}</TableCell>
            <TableCell align="right" sx={{ color: changeColour(pnlSign(fill.realised)) }}>
              {pnlText(fill.realised, language)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
