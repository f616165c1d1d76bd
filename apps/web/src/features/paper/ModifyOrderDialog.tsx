import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type PaperOrder, type PaperOrderChange, paperOrderChangeSchema } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { submitHandler } from '../../components/submitHandler.js';
import { refusalText } from '../alerts/useAlerts.js';
import { snackbar } from '../snackbar/snackbar.js';
import { typedNumber } from './orderTicket.js';
import { usePaperActions } from './usePaper.js';

type Field = 'quantity' | 'limit' | 'stop' | 'trailPercent' | 'trailAmount';

/** The fields an order's change may touch: its quantity (not a bracket exit's, which takes its entry's) and the prices its type has. */
function fieldsOf(order: PaperOrder): Field[] {
  const prices: Field[] = (['limit', 'stop', 'trailPercent', 'trailAmount'] as const).filter((field) => order[field] !== null);
  // A trailing stop's stop moves by itself: its trail is what the trader sets.
  const settable = order.type === 'trailingStop' ? prices.filter((field) => field !== 'stop') : prices;
  return order.bracket === 'takeProfit' || order.bracket === 'stopLoss' ? settable : ['quantity', ...settable];
}

const LABELS: Record<Field, string> = {
  quantity: 'ticket.quantity',
  limit: 'ticket.limit',
  stop: 'ticket.stop',
  trailPercent: 'ticket.trail',
  trailAmount: 'ticket.trail',
};

/** Changes a working order's quantity or prices; what is left as it was is not sent. */
export function ModifyOrderDialog({ order, onClose }: { order: PaperOrder; onClose: () => void }) {
  const { t } = useTranslation(['paper', 'messages']);
  const { modify } = usePaperActions();
  const fields = fieldsOf(order);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    quantity: String(order.quantity),
    limit: String(order.limit ?? ''),
    stop: String(order.stop ?? ''),
    trailPercent: String(order.trailPercent ?? ''),
    trailAmount: String(order.trailAmount ?? ''),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field | 'other', string>>>({});

  const save = async () => {
    const change: PaperOrderChange = { orderId: order.id };
    for (const field of fields) {
      const value = typedNumber(values[field]) ?? Number.NaN;
      if (value !== order[field]) change[field] = value;
    }
    if (Object.keys(change).length === 1) return onClose();
    const checked = paperOrderChangeSchema.safeParse(change);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= t(`messages:${issue.message}`);
      return setErrors(found);
    }
    try {
      await modify.mutateAsync(checked.data);
      snackbar.success(t('orders.modified'));
      onClose();
    } catch (error) {
      const field = error instanceof ApiError && fields.includes(error.field as Field) ? (error.field as Field) : 'other';
      setErrors({ [field]: refusalText(error) });
    }
  };

  return (
    <Dialog open onClose={modify.isPending ? undefined : onClose} maxWidth="xs" fullWidth data-testid="paper-modify-dialog">
      <form onSubmit={submitHandler(save)} noValidate>
        <DialogTitle>{t('orders.modifyTitle', { side: t(`sides.${order.side}`), symbol: order.symbol, type: t(`types.${order.type}`) })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field) => (
              <TextField
                key={field}
                size="small"
                label={t(LABELS[field]) + (field === 'trailPercent' ? ' %' : '')}
                value={values[field]}
                onChange={(event) => {
                  setValues((kept) => ({ ...kept, [field]: event.target.value }));
                  setErrors({});
                }}
                error={errors[field] !== undefined}
                helperText={errors[field]}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `paper-modify-${field}` } }}
              />
            ))}
            {errors.other && <Alert severity="error">{errors.other}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={modify.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={modify.isPending} data-testid="paper-modify-save">
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
