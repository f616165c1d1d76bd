import { AccountBalanceWallet, Add, RestartAlt } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { formatDate } from '@signaldesk/format';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { refusalText } from '../alerts/useAlerts.js';
import { EmptyState } from '../shell/EmptyState.js';
import { chosenAccount } from './accountChoice.js';
import { AccountSummary } from './AccountSummary.js';
import { EquityPanel } from './EquityPanel.js';
import { FillsTable } from './FillsTable.js';
import { ForwardTests } from './ForwardTests.js';
import { NewAccountDialog } from './NewAccountDialog.js';
import { OrdersTable } from './OrdersTable.js';
import { OrderTicket } from './OrderTicket.js';
import { PositionsTable } from './PositionsTable.js';
import { ResetDialog } from './ResetDialog.js';
import { accountFor } from './tradingAccount.js';
import { usePaperAccounts, usePaperFills, usePaperOrders, usePaperPositions } from './usePaper.js';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </Paper>
  );
}

const HISTORY_TABS = ['orders', 'fills', 'equity'] as const;
type HistoryTab = (typeof HISTORY_TABS)[number];

/**
 * /apps/paper: the trader's paper accounts, one shown at a time: its money and P&L, the order ticket, positions and
 * working orders live, and the history of a run (orders, fills, the equity curve with the backtest report's figures).
 */
export function PaperPage() {
  const { t } = useTranslation('paper');
  const [language] = useLanguage();
  const accounts = usePaperAccounts();
  const chosen = useSyncExternalStore(chosenAccount.subscribe, chosenAccount.get);
  const account = accountFor(accounts.data ?? [], null, chosen);
  const positions = usePaperPositions(account?.id);
  const open = usePaperOrders(account?.id, 'open');
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [tab, setTab] = useState<HistoryTab>('orders');
  const [askedRun, setRun] = useState<{ account: string; run: number } | null>(null);
  // A run chosen belongs to its account; a reset or another account shows the current run.
  const run = askedRun && askedRun.account === account?.id && askedRun.run <= account.run ? askedRun.run : (account?.run ?? 1);
  const current = run === account?.run;
  const history = usePaperOrders(account?.id, 'history', run);
  const fills = usePaperFills(account?.id, run);

  const header = (
    <PageHeader title={t('title')} subtitle={t('subtitle')}>
      <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} data-testid="paper-new">
        {t('newAccount')}
      </Button>
    </PageHeader>
  );
  const dialogs = creating && <NewAccountDialog onCreated={(made) => chosenAccount.set(made.id)} onClose={() => setCreating(false)} />;

  if (accounts.isError) {
    return (
      <>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
              {t('retry')}
            </Button>
          }
          data-testid="paper-load-failed"
        >
          {t('loadFailed', { error: refusalText(accounts.error) })}
        </Alert>
      </>
    );
  }
  if (!account) {
    return (
      <>
        {header}
        <Paper variant="outlined" data-testid="paper-page" data-account="">
          {accounts.isPending ? (
            <Stack sx={{ alignItems: 'center', py: 6 }}>
              <CircularProgress />
            </Stack>
          ) : (
            <EmptyState icon={<AccountBalanceWallet fontSize="large" />} text={t('noAccounts')} />
          )}
        </Paper>
        {dialogs}
      </>
    );
  }

  return (
    <>
      {header}
      <Stack spacing={2} data-testid="paper-page" data-account={account.id} data-run={account.run}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('account.label')}
            value={account.id}
            onChange={(event) => chosenAccount.set(event.target.value)}
            sx={{ minWidth: 260 }}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'paper-account' } }}
          >
            {(accounts.data ?? []).map((kept) => (
              <option key={kept.id} value={kept.id}>
                {t('account.option', { name: kept.name, currency: kept.currency })}
              </option>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t('account.run', { run: account.run, date: formatDate(account.runStartedAt, language) })}
          </Typography>
          <Button color="error" startIcon={<RestartAlt />} onClick={() => setResetting(true)} data-testid="paper-reset">
            {t('account.reset')}
          </Button>
        </Stack>
        <AccountSummary account={positions.data?.account ?? account} pnl={positions.data ?? null} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Paper variant="outlined" sx={{ p: 2, flex: { md: '0 0 320px' } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('ticket.title')}
            </Typography>
            <OrderTicket key={account.id} account={positions.data?.account ?? account} symbol="" source="ticket" />
          </Paper>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <Section title={t('positions.title')}>
              <PositionsTable account={account} positions={positions.data?.positions ?? []} />
            </Section>
            <Section title={t('orders.open')}>
              <OrdersTable orders={open.data ?? []} working />
            </Section>
          </Stack>
        </Stack>
        <ForwardTests accounts={accounts.data ?? []} account={account} />
        <Paper variant="outlined">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, flexWrap: 'wrap' }}>
            <Tabs value={tab} onChange={(_, next: HistoryTab) => setTab(next)}>
              <Tab value="orders" label={t('orders.history')} data-testid="paper-tab-orders" />
              <Tab value="fills" label={t('fills.title')} data-testid="paper-tab-fills" />
              <Tab value="equity" label={t('equity.title')} data-testid="paper-tab-equity" />
            </Tabs>
            {account.run > 1 && (
              <TextField
                select
                size="small"
                label={t('history.run')}
                value={run}
                onChange={(event) => setRun({ account: account.id, run: Number(event.target.value) })}
                slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'paper-run' } }}
              >
                {Array.from({ length: account.run }, (_, i) => account.run - i).map((number) => (
                  <option key={number} value={number}>
                    {number === account.run ? t('history.current', { run: number }) : t('history.runOption', { run: number })}
                  </option>
                ))}
              </TextField>
            )}
          </Stack>
          <Box sx={{ overflowX: 'auto', p: tab === 'equity' ? 2 : 0 }}>
            {tab === 'orders' && <OrdersTable orders={history.data ?? []} working={false} />}
            {tab === 'fills' && <FillsTable fills={fills.data ?? []} />}
            {tab === 'equity' && <EquityPanel account={account} run={run} fills={fills.data ?? []} positions={current ? (positions.data?.positions ?? []) : []} />}
          </Box>
        </Paper>
      </Stack>
      {dialogs}
      {resetting && <ResetDialog account={account} onClose={() => setResetting(false)} />}
    </>
  );
}
