import { Paper, Stack, Typography } from '@mui/material';
import type { PaperAccount } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';
import { moneyText, pnlSign, pnlText } from './pnl.js';

interface Props {
  account: PaperAccount;
  /** The run's P&L as the positions call answers it; null until it has. */
  pnl: { dayPnl: number; unrealised: number; realised: number; asOf: number } | null;
}

/** The account at a glance: its money, what is spoken for, and the run's and the day's profit and loss. */
export function AccountSummary({ account, pnl }: Props) {
  const { t } = useTranslation('paper');
  const [language] = useLanguage();
  const { changeColour } = useRiseFall();
  const figures: { id: string; value: number; signed: boolean }[] = [
    { id: 'equity', value: account.equity, signed: false },
    { id: 'cash', value: account.cash, signed: false },
    { id: 'buyingPower', value: account.buyingPower, signed: false },
    ...(pnl
      ? [
          { id: 'dayPnl', value: pnl.dayPnl, signed: true },
          { id: 'unrealised', value: pnl.unrealised, signed: true },
          { id: 'realised', value: pnl.realised, signed: true },
        ]
      : []),
    { id: 'margin', value: account.margin, signed: false },
    { id: 'reserved', value: account.reserved, signed: false },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="paper-summary">
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1.5 }}>
        {figures.map(({ id, value, signed }) => (
          <Stack key={id} data-testid={`paper-summary-${id}`} data-value={value}>
            <Typography variant="caption" color="text.secondary">
              {t(`summary.${id}`)}
            </Typography>
            <Typography
              variant="h6"
              sx={{ fontVariantNumeric: 'tabular-nums', color: signed ? changeColour(pnlSign(value)) : undefined }}
            >
              {signed ? pnlText(value, language) : moneyText(value, language)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('summary.inCurrency', { currency: account.currency, time: formatDate(pnl?.asOf ?? account.runStartedAt, language) })}
      </Typography>
    </Paper>
  );
}
