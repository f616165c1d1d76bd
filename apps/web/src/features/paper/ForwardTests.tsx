import { Add } from '@mui/icons-material';
import { Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PaperAccount } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useStrategies } from '../strategy/useStrategies.js';
import { ForwardReportDialog } from './ForwardReportDialog.js';
import { ForwardTestDialog } from './ForwardTestDialog.js';
import { useForwardActions, useForwardTests } from './forwardTests.js';

const COLUMNS = ['strategy', 'account', 'symbols', 'duration', 'status', 'orders', 'started', 'actions'] as const;

/**
 * The trader's forward tests: saved strategies trading paper accounts by themselves, each with its report and a stop.
 * The strategy screen opens the start dialog here with `?forward=<strategy id>`.
 */
export function ForwardTests({ accounts, account }: { accounts: PaperAccount[]; account: PaperAccount }) {
  const { t } = useTranslation(['paper', 'messages']);
  const [language] = useLanguage();
  const tests = useForwardTests();
  const strategies = useStrategies();
  const { stop } = useForwardActions();
  const [params, setParams] = useSearchParams();
  const asked = params.get('forward');
  const [starting, setStarting] = useState(false);
  const [reading, setReading] = useState<string | null>(null);
  const closeStart = () => {
    setStarting(false);
    if (asked !== null) setParams({}, { replace: true });
  };
  const list = tests.data ?? [];

  return (
    <Paper variant="outlined" data-testid="forward-tests">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('forward.title')}
        </Typography>
        <Button startIcon={<Add />} onClick={() => setStarting(true)} data-testid="forward-new">
          {t('forward.start')}
        </Button>
      </Stack>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('forward.none')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{t(`forward.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((test) => (
              <TableRow key={test.id} data-testid="forward-row" data-status={test.status} data-strategy={test.strategyName} data-direction={test.direction}>
                <TableCell>
                  {test.strategyName}
                  <Typography variant="caption" color="text.secondary" component="div" data-testid="forward-direction-label">
                    {t(`forward.sides.${test.direction}`)}
                  </Typography>
                </TableCell>
                <TableCell>{test.accountName}</TableCell>
                <TableCell>{test.symbols.join(', ')}</TableCell>
                <TableCell>{t(`forward.durations.${test.duration}`)}</TableCell>
                <TableCell>
                  <Chip size="small" color={test.status === 'running' ? 'success' : 'default'} label={t(`forward.statuses.${test.status}`)} data-testid="forward-status" />
                  {test.stopReason && (
                    <Typography variant="caption" color="text.secondary" component="div" data-testid="forward-stop-reason">
                      {t(`messages:${test.stopReason}`)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{test.orders}</TableCell>
                <TableCell>{formatDate(test.startedAt, language)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setReading(test.id)} data-testid="forward-report">
                    {t('forward.report')}
                  </Button>
                  {test.status === 'running' && (
                    <Button size="small" color="error" disabled={stop.isPending} onClick={() => stop.mutate(test.id)} data-testid="forward-stop">
                      {t('forward.stop')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {(starting || asked !== null) && (
        <ForwardTestDialog strategies={strategies} accounts={accounts} sid={asked ?? ''} accountId={account.id} onClose={closeStart} />
      )}
      {reading !== null && <ForwardReportDialog id={reading} onClose={() => setReading(null)} />}
    </Paper>
  );
}
