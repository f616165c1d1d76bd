import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ALERT_DEFAULT_MESSAGE, ALERT_DURATIONS, ALERT_READINGS, CROSSINGS, PLAN_NAMES, type PriceAlert } from '@signaldesk/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useAuth } from '../auth/useAuth.js';
import { snackbar } from '../snackbar/snackbar.js';
import { ApiError } from '../../api/ApiError.js';
import { type AlertForm, type FormField, type FormKind, fieldOfPath, formDraft, formErrors, webhookAllowed } from './alertForm.js';
import { conditionWords } from './alertWords.js';
import { refusalText, useAlertActions } from './useAlerts.js';

interface Props {
  /** The alert changed, or null for a new one. */
  editing: PriceAlert | null;
  initial: AlertForm;
  onClose: () => void;
}

const TRIGGERS = ['once', 'oncePerBar', 'every'] as const;

/** The create and edit dialog: every field the contract takes, checked by the contract's own schema before sending. */
export function AlertDialog({ editing, initial, onClose }: Props) {
  const { t } = useTranslation(['alerts', 'messages']);
  const [language] = useLanguage();
  const { user } = useAuth();
  const webhook = webhookAllowed(user?.role);
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const { create, update } = useAlertActions({ reportErrors: false });
  const saving = editing ? update : create;
  const draft = formDraft(form, webhook);
  const errors = tried ? formErrors(draft, Math.floor(Date.now() / 1000)) : {};
  const kinds: FormKind[] = form.kept ? ['price', 'move', form.kept.kind] : ['price', 'move'];

  // A change answers the server's last refusal, which is cleared until the next try.
  const set = <K extends keyof AlertForm>(key: K) => (event: { target: { value: string } }) => {
    if (saving.isError) saving.reset();
    setForm((now) => ({ ...now, [key]: event.target.value as AlertForm[K] }));
  };
  // The server's refusal goes under the field it names, as the dialog's own checks do; one naming none goes on top.
  const refusedField = saving.error instanceof ApiError && saving.error.field ? fieldOfPath(saving.error.field) : undefined;
  const refusal = saving.isError ? refusalText(saving.error) : undefined;
  const errorOf = (field: FormField) => (errors[field] ? t(`messages:${errors[field]}`) : field === refusedField ? refusal : undefined);
  const field = (name: FormField, props: { label: string; helperText?: ReactNode }) => ({
    ...props,
    error: errorOf(name) !== undefined,
    helperText: errorOf(name) ?? props.helperText,
    slotProps: { htmlInput: { 'data-testid': `alert-${name}` } },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(formErrors(draft, Math.floor(Date.now() / 1000))).length > 0) return;
    const done = (alert: PriceAlert) => {
      snackbar.success(editing ? t('saved') : t('created', { condition: conditionWords(alert, language, t) }));
      onClose();
    };
    if (editing) update.mutate({ id: editing.id, draft }, { onSuccess: done });
    else create.mutate(draft, { onSuccess: done });
  };

  return (
    <Dialog open onClose={saving.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate data-testid="alert-dialog">
        <DialogTitle>{editing ? t('dialog.editTitle') : t('dialog.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && !refusedField && (
              <Alert severity="error" data-testid="alert-refusal">
                {refusal}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...field('symbol', { label: t('dialog.symbol') })} value={form.symbol} onChange={set('symbol')} fullWidth />
              <TextField {...field('duration', { label: t('dialog.duration') })} select value={form.duration} onChange={set('duration')} fullWidth>
                {ALERT_DURATIONS.map((duration) => (
                  <MenuItem key={duration} value={duration}>
                    {t(`chart.${duration}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField {...field('kind', { label: t('dialog.kind') })} select value={form.kind} onChange={set('kind')}>
              {kinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`dialog.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            {(form.kind === 'price' || form.kind === 'line') && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label={t('dialog.crossing')} select value={form.crossing} onChange={set('crossing')} fullWidth>
                  {CROSSINGS.map((crossing) => (
                    <MenuItem key={crossing} value={crossing}>
                      {t(`crossing.${crossing}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {form.kind === 'price' && (
                  <TextField {...field('level', { label: t('dialog.level') })} type="number" value={form.level} onChange={set('level')} fullWidth />
                )}
              </Stack>
            )}
            {form.kind === 'move' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label={t('dialog.direction')} select value={form.direction} onChange={set('direction')} fullWidth>
                  <MenuItem value="up">{t('dialog.directions.up')}</MenuItem>
                  <MenuItem value="down">{t('dialog.directions.down')}</MenuItem>
                </TextField>
                <TextField {...field('percent', { label: t('dialog.percent') })} type="number" value={form.percent} onChange={set('percent')} fullWidth />
                <TextField {...field('bars', { label: t('dialog.bars') })} type="number" value={form.bars} onChange={set('bars')} fullWidth />
              </Stack>
            )}
            {form.kind === 'rectangle' && (
              <TextField label={t('dialog.motion')} select value={form.motion} onChange={set('motion')}>
                <MenuItem value="enters">{t('dialog.motions.enters')}</MenuItem>
                <MenuItem value="leaves">{t('dialog.motions.leaves')}</MenuItem>
              </TextField>
            )}
            {form.kind !== 'price' && form.kind !== 'move' && (
              <Typography variant="body2" color="text.secondary">
                {t('dialog.drawnCondition')}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label={t('dialog.reading')} select value={form.reading} onChange={set('reading')} fullWidth>
                {ALERT_READINGS.map((reading) => (
                  <MenuItem key={reading} value={reading}>
                    {t(`readings.${reading}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label={t('dialog.trigger')} select value={form.trigger} onChange={set('trigger')} fullWidth>
                {TRIGGERS.map((mode) => (
                  <MenuItem key={mode} value={mode}>
                    {t(`dialog.triggers.${mode}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {form.trigger === 'every' && (
              <TextField {...field('gapMinutes', { label: t('dialog.gapMinutes') })} type="number" value={form.gapMinutes} onChange={set('gapMinutes')} />
            )}
            <TextField
              {...field('expiry', { label: t('dialog.expiry'), helperText: form.expiry === '' ? t('dialog.noExpiry') : undefined })}
              type="datetime-local"
              value={form.expiry}
              onChange={set('expiry')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'alert-expiry' } }}
            />
            <TextField
              {...field('message', { label: t('dialog.message'), helperText: t('dialog.messageHelp', { default: ALERT_DEFAULT_MESSAGE[language] }) })}
              multiline
              minRows={2}
              value={form.message}
              onChange={set('message')}
            />
            <TextField
              {...field('webhookUrl', {
                label: t('dialog.webhookUrl'),
                helperText: webhook ? t('dialog.webhookHelp') : t('dialog.webhookLocked', { plan: PLAN_NAMES.plus[language] }),
              })}
              value={webhook ? form.webhookUrl : ''}
              onChange={set('webhookUrl')}
              disabled={!webhook}
              placeholder="https://"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving.isPending} data-testid="alert-save">
            {editing ? t('dialog.save') : t('dialog.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
