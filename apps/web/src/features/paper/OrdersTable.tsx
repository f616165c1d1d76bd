import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PaperOrder } from '@signaldesk/contract';
import { formatDate, formatPercent, formatPrice } from '@signaldesk/format';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { refusalText } from '../alerts/useAlerts.js';
import { snackbar } from '../snackbar/snackbar.js';
import { ModifyOrderDialog } from './ModifyOrderDialog.js';
import { quantityText } from './pnl.js';
import { usePaperActions } from './usePaper.js';

type Language = ReturnType<typeof useLanguage>[0];

/** An order's prices in words: its limit, its stop (a trailing stop's as it stands) and its trail. */
function pricesOf(order: PaperOrder, language: Language, t: TFunction): string {
  const words = [
    order.limit !== null && t('orders.limitAt', { price: formatPrice(order.limit, language) }),
    order.stop !== null && t('orders.stopAt', { price: formatPrice(order.stop, language) }),
    order.trailPercent !== null && t('orders.trailPercent', { percent: formatPercent(order.trailPercent, language, false) }),
    order.trailAmount !== null && t('orders.trailAmount', { amount: formatPrice(order.trailAmount, language) }),
  ];
  return words.filter(Boolean).join(', ');
}

/** The working orders, each with modify and cancel; or the orders that ended, with how. */
export function OrdersTable({ orders, working }: { orders: readonly PaperOrder[]; working: boolean }) {
  const { t } = useTranslation(['paper', 'messages']);
  const [language] = useLanguage();
  const { cancel } = usePaperActions();
  const [modifying, setModifying] = useState<PaperOrder | null>(null);
  if (orders.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid={working ? 'paper-open-empty' : 'paper-history-empty'}>
        {t(working ? 'orders.emptyOpen' : 'orders.emptyHistory')}
      </Typography>
    );
  }
  return (
    <>
      <Table size="small" data-testid={working ? 'paper-open-orders' : 'paper-order-history'}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.placed')}</TableCell>
            <TableCell>{t('orders.symbol')}</TableCell>
            <TableCell>{t('orders.side')}</TableCell>
            <TableCell>{t('orders.type')}</TableCell>
            <TableCell align="right">{t('orders.quantity')}</TableCell>
            <TableCell>{t('orders.price')}</TableCell>
            <TableCell>{t('orders.timeInForce')}</TableCell>
            <TableCell>{t('orders.status')}</TableCell>
            {!working && <TableCell align="right">{t('orders.filled')}</TableCell>}
            <TableCell>{t('orders.source')}</TableCell>
            {working && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} data-testid="paper-order" data-order={order.id} data-symbol={order.symbol} data-status={order.status} data-type={order.type}>
              <TableCell>{formatDate(order.placedAt, language)}</TableCell>
              <TableCell>{order.symbol}</TableCell>
              <TableCell sx={{ color: order.side === 'buy' ? 'success.main' : 'error.main' }}>{t(`sides.${order.side}`)}</TableCell>
              <TableCell>
                {t(`types.${order.type}`)}
                {order.bracket && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`orders.bracketRoles.${order.bracket}`)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{quantityText(order.quantity, language)}</TableCell>
              <TableCell>{pricesOf(order, language, t)}</TableCell>
              <TableCell>{t(`timesInForce.${order.timeInForce}`)}</TableCell>
              <TableCell>
                {t(`orders.statuses.${order.status}`)}
                {order.reason && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`messages:${order.reason}`, { symbol: order.symbol })}
                  </Typography>
                )}
              </TableCell>
              {!working && <TableCell align="right">{order.fillPrice !== null ? formatPrice(order.fillPrice, language) : '—'}</TableCell>}
              <TableCell>{t(`orders.sources.${order.source}`)}</TableCell>
              {working && (
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" onClick={() => setModifying(order)} data-testid="paper-order-modify">
                      {t('orders.modify')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={cancel.isPending}
                      onClick={() =>
                        cancel.mutate(order.id, {
                          onSuccess: () => snackbar.success(t('orders.cancelled')),
                          onError: (error) => snackbar.error(refusalText(error)),
                        })
                      }
                      data-testid="paper-order-cancel"
                    >
                      {t('orders.cancel')}
                    </Button>
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {modifying && <ModifyOrderDialog order={modifying} onClose={() => setModifying(null)} />}
    </>
  );
}
