import { Alert, Button, FormControlLabel, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  PAPER_ORDER_TYPES,
  PAPER_TIMES_IN_FORCE,
  type PaperAccount,
  type PaperOrderSource,
  type PaperSide,
} from '@signaldesk/contract';
import { formatPrice } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { refusalText } from '../alerts/useAlerts.js';
import { SymbolField } from '../search/SymbolField.js';
import { snackbar } from '../snackbar/snackbar.js';
import { checkTicket, emptyTicket, lotOf, roundToLots, type TicketDraft, type TicketField, typedNumber, ticketFieldOf } from './orderTicket.js';
import { paperMarketOf } from './paperMarket.js';
import { moneyText, quantityText } from './pnl.js';
import { useLastPrice, usePaperActions, usePaperPositions } from './usePaper.js';

interface Props {
  account: PaperAccount;
  symbol: string;
  /** The quote screen's ticket trades the symbol shown; the paper screen's lets the trader choose one. */
  symbolFixed?: boolean;
  side?: PaperSide;
  source: PaperOrderSource;
  onPlaced?: () => void;
}

type Errors = Partial<Record<TicketField, string>>;

/**
 * The order ticket: side, type, quantity in the market's lots, the prices the type takes, time in force and a
 * bracket's take-profit and stop-loss. The order is checked by the rules the server applies before it is sent, and a
 * refusal of the server shows under the field it names, in the trader's language.
 */
export function OrderTicket({ account, symbol: initialSymbol, symbolFixed = false, side = 'buy', source, onPlaced }: Props) {
  const { t } = useTranslation(['paper', 'messages']);
  const [language] = useLanguage();
  const [draft, setDraft] = useState<TicketDraft>(() => emptyTicket(initialSymbol, side));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [roundedTo, setRoundedTo] = useState<number | null>(null);
  const { place } = usePaperActions();
  const symbol = draft.symbol.trim().toUpperCase();
  const market = paperMarketOf(symbol);
  const traded = market !== null && account.markets.includes(market);
  const lastPrice = useLastPrice(traded ? symbol : null);
  const positions = usePaperPositions(account.id);
  const held = positions.data?.positions.find((position) => position.symbol === symbol)?.quantity ?? 0;
  const lot = market ? lotOf(symbol, market) : 1;
  const last = lastPrice.data ?? null;

  const edit = (change: Partial<TicketDraft>) => {
    setDraft((kept) => ({ ...kept, ...change }));
    setErrors({});
    setRefusal(null);
  };
  const messageOf = (key: string) => t(`messages:${key}`, { symbol, currency: account.currency });
  const fieldProps = (field: TicketField) => ({ error: errors[field] !== undefined, helperText: errors[field] });

  const roundQuantity = () => {
    const typed = typedNumber(draft.quantity);
    if (typed === undefined || !Number.isFinite(typed)) return;
    const rounded = roundToLots(typed, lot);
    if (rounded === typed) return setRoundedTo(null);
    setDraft((kept) => ({ ...kept, quantity: String(rounded) }));
    setRoundedTo(rounded);
  };

  const submit = async () => {
    const checked = checkTicket(draft, { accountId: account.id, markets: account.markets, buyingPower: account.buyingPower, held, lastPrice: last, source });
    if ('errors' in checked) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, messageOf(key)])));
      return;
    }
    try {
      const placed = await place.mutateAsync(checked.order);
      const words = { side: t(`sides.${placed.order.side}`), quantity: quantityText(placed.order.quantity, language), symbol: placed.order.symbol };
      snackbar.success(
        placed.order.status === 'filled' && placed.order.fillPrice !== null
          ? t('ticket.filled', { ...words, price: formatPrice(placed.order.fillPrice, language) })
          : t('ticket.placed', words),
      );
      setDraft((kept) => ({ ...emptyTicket(kept.symbol, kept.side), type: kept.type, timeInForce: kept.timeInForce }));
      setRoundedTo(null);
      onPlaced?.();
    } catch (error) {
      const field = error instanceof ApiError ? ticketFieldOf(error.field) : null;
      if (field) setErrors({ [field]: refusalText(error) });
      else setRefusal(refusalText(error));
    }
  };

  const lotHint = lot === 0 ? t('ticket.anyFraction') : lot === 1 ? t('ticket.wholeShares') : t('ticket.lot', { lot });
  const quantity = typedNumber(draft.quantity);
  const pricedAt = typedNumber(draft.limit) ?? typedNumber(draft.stop) ?? last;
  const estimate =
    quantity !== undefined && Number.isFinite(quantity) && pricedAt !== null && Number.isFinite(pricedAt)
      ? t('ticket.estimate', { amount: moneyText(quantity * pricedAt, language), currency: account.currency, power: moneyText(account.buyingPower, language) })
      : null;
  const usesLimit = draft.type === 'limit' || draft.type === 'stopLimit';
  const usesStop = draft.type === 'stop' || draft.type === 'stopLimit';
  const trailing = draft.type === 'trailingStop';

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="paper-ticket"
      data-symbol={symbol}
      data-last={last ?? ''}
    >
      {symbolFixed ? (
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {symbol}
        </Typography>
      ) : (
        <SymbolField
          text={draft.symbol}
          onType={(text) => edit({ symbol: text })}
          onPick={(info) => edit({ symbol: info.symbol })}
          testId="paper-ticket-symbol"
          optionTestId="paper-ticket-symbol-option"
          label={t('ticket.symbol')}
          freeSolo
          {...fieldProps('symbol')}
        />
      )}
      <Typography variant="caption" color="text.secondary" data-testid="paper-ticket-last">
        {last !== null ? t('ticket.last', { price: formatPrice(last, language) }) : traded ? t('ticket.noPrice') : ''}
        {held !== 0 && ` · ${t('ticket.held', { quantity: quantityText(held, language) })}`}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={draft.side}
        onChange={(_, next: PaperSide | null) => next && edit({ side: next })}
        aria-label={t('ticket.side')}
      >
        <ToggleButton value="buy" color="success" data-testid="paper-ticket-buy">
          {t('sides.buy')}
        </ToggleButton>
        <ToggleButton value="sell" color="error" data-testid="paper-ticket-sell">
          {t('sides.sell')}
        </ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('ticket.type')}
        value={draft.type}
        onChange={(event) => edit({ type: event.target.value as TicketDraft['type'] })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'paper-ticket-type' } }}
      >
        {PAPER_ORDER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('ticket.quantity')}
        value={draft.quantity}
        onChange={(event) => {
          edit({ quantity: event.target.value });
          setRoundedTo(null);
        }}
        onBlur={roundQuantity}
        error={errors.quantity !== undefined}
        helperText={errors.quantity ?? (roundedTo !== null ? t('ticket.rounded', { quantity: quantityText(roundedTo, language) }) : lotHint)}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'paper-ticket-quantity' }, formHelperText: { 'data-testid': 'paper-ticket-quantity-hint' } as object }}
      />
      {usesStop && (
        <TextField
          size="small"
          label={t('ticket.stop')}
          value={draft.stop}
          onChange={(event) => edit({ stop: event.target.value })}
          {...fieldProps('stop')}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'paper-ticket-stop' } }}
        />
      )}
      {usesLimit && (
        <TextField
          size="small"
          label={t('ticket.limit')}
          value={draft.limit}
          onChange={(event) => edit({ limit: event.target.value })}
          {...fieldProps('limit')}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'paper-ticket-limit' } }}
        />
      )}
      {trailing && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('ticket.trail')}
            value={draft.trail}
            onChange={(event) => edit({ trail: event.target.value })}
            {...fieldProps('trail')}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'paper-ticket-trail' } }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={draft.trailBy}
            onChange={(_, next: TicketDraft['trailBy'] | null) => next && edit({ trailBy: next })}
            aria-label={t('ticket.trailBy')}
          >
            <ToggleButton value="percent">{t('ticket.trailPercent')}</ToggleButton>
            <ToggleButton value="amount">{t('ticket.trailAmount')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      )}
      <TextField
        select
        size="small"
        label={t('ticket.timeInForce')}
        value={draft.timeInForce}
        onChange={(event) => edit({ timeInForce: event.target.value as TicketDraft['timeInForce'] })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'paper-ticket-tif' } }}
      >
        {PAPER_TIMES_IN_FORCE.map((timeInForce) => (
          <option key={timeInForce} value={timeInForce}>
            {t(`timesInForce.${timeInForce}`)}
          </option>
        ))}
      </TextField>
      {!trailing && (
        <FormControlLabel
          control={<Switch size="small" checked={draft.bracket} onChange={(event) => edit({ bracket: event.target.checked })} data-testid="paper-ticket-bracket" />}
          label={<Typography variant="body2">{t('ticket.bracket')}</Typography>}
        />
      )}
      {draft.bracket && !trailing && (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={t('ticket.takeProfit')}
            value={draft.takeProfit}
            onChange={(event) => edit({ takeProfit: event.target.value })}
            {...fieldProps('takeProfit')}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'paper-ticket-take-profit' } }}
          />
          <TextField
            size="small"
            label={t('ticket.stopLoss')}
            value={draft.stopLoss}
            onChange={(event) => edit({ stopLoss: event.target.value })}
            {...fieldProps('stopLoss')}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'paper-ticket-stop-loss' } }}
          />
        </Stack>
      )}
      {estimate && (
        <Typography variant="caption" color="text.secondary">
          {estimate}
        </Typography>
      )}
      {refusal && (
        <Alert severity="error" data-testid="paper-ticket-error">
          {refusal}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        color={draft.side === 'buy' ? 'success' : 'error'}
        disabled={place.isPending}
        data-testid="paper-ticket-submit"
      >
        {t('ticket.submit', { side: t(`sides.${draft.side}`), symbol: symbol || '' })}
      </Button>
    </Stack>
  );
}
