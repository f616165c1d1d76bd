import { DeleteOutlined, Edit, Pause, PlayArrow } from '@mui/icons-material';
import { Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import type { PriceAlert } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { type AlertState, alertState, conditionWords, triggerWords } from './alertWords.js';

const STATE_COLOURS: Record<AlertState, 'success' | 'default' | 'warning' | 'info'> = {
  active: 'success',
  paused: 'default',
  expired: 'warning',
  spent: 'info',
};

/** A phone keeps the columns a trader acts on; the trigger and last firing are in the edit dialog and the firings. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } };

interface Props {
  alerts: readonly PriceAlert[];
  nowSeconds: number;
  busy: boolean;
  onPause: (alert: PriceAlert) => void;
  onResume: (alert: PriceAlert) => void;
  onEdit: (alert: PriceAlert) => void;
  onDelete: (alert: PriceAlert) => void;
}

/** The trader's alerts, one row each, with the actions a row takes. */
export function AlertTable({ alerts, nowSeconds, busy, onPause, onResume, onEdit, onDelete }: Props) {
  const { t } = useTranslation('alerts');
  const [language] = useLanguage();
  return (
    <TableContainer>
      <Table size="small" data-testid="alert-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.symbol')}</TableCell>
            <TableCell>{t('columns.condition')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('columns.trigger')}</TableCell>
            <TableCell>{t('columns.state')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('columns.lastFired')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {alerts.map((alert) => {
            const state = alertState(alert, nowSeconds);
            const level = alert.condition.kind === 'price' ? alert.condition.level : undefined;
            return (
              <TableRow key={alert.id} hover data-testid="alert-row" data-id={alert.id} data-state={state} data-level={level}>
                <TableCell sx={{ fontWeight: 600 }}>{alert.symbol}</TableCell>
                <TableCell data-testid="alert-condition">{conditionWords(alert, language, t)}</TableCell>
                <TableCell sx={WIDE_ONLY}>
                  {triggerWords(alert.trigger, t)} · {t(`readings.${alert.reading}`)}
                </TableCell>
                <TableCell>
                  <Tooltip title={t(`stateHelp.${state}`)}>
                    <Chip size="small" color={STATE_COLOURS[state]} label={t(`states.${state}`)} data-testid="alert-state" />
                  </Tooltip>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{alert.lastFiredAt === null ? t('never') : formatDate(alert.lastFiredAt, language)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {alert.active ? (
                    <Tooltip title={t('actions.pause')}>
                      <IconButton size="small" aria-label={t('actions.pause')} disabled={busy} onClick={() => onPause(alert)} data-testid="alert-pause">
                        <Pause fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : (
                    <Tooltip title={t('actions.resume')}>
                      <IconButton size="small" aria-label={t('actions.resume')} disabled={busy} onClick={() => onResume(alert)} data-testid="alert-resume">
                        <PlayArrow fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title={t('actions.edit')}>
                    <IconButton size="small" aria-label={t('actions.edit')} onClick={() => onEdit(alert)} data-testid="alert-edit">
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('actions.delete')}>
                    <IconButton size="small" aria-label={t('actions.delete')} onClick={() => onDelete(alert)} data-testid="alert-delete">
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
