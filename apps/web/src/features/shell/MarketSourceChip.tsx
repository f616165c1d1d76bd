import type { CallReply } from '@signaldesk/contract';
import type { callPaths } from '@signaldesk/contract/callPaths';
import { Science, ShowChart } from '@mui/icons-material';
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

type MarketSource = Pick<CallReply<typeof callPaths.auth.appConfig>, 'marketProvider' | 'cryptoExchange' | 'marketBasis'>;

/**
 * Says where the prices come from, fixed when the server started: generated demo data (in warning colours,
 * with why when the real source did not answer) or the real source by name. The texts live with the market jobs.
 */
export function MarketSourceChip({ source }: { source: MarketSource }) {
  const { t } = useTranslation('fire');
  const demo = source.marketProvider !== 'yahoo';
  const exchange = source.cryptoExchange;
  const label = demo ? t('demo.label') : exchange ? t('source.yahooAndExchange', { exchange }) : t('source.yahoo');
  const hint = demo
    ? t(source.marketBasis === 'unreached' ? 'demo.unreachedHint' : 'demo.hint')
    : exchange
      ? t('source.hintWithExchange', { exchange })
      : t('source.hint');
  return (
    <Tooltip title={hint}>
      <Chip
        size="small"
        color={demo ? 'warning' : 'success'}
        variant="outlined"
        icon={demo ? <Science /> : <ShowChart />}
        label={label}
        tabIndex={0}
        data-testid={demo ? 'demo-data-chip' : 'market-source-chip'}
      />
    </Tooltip>
  );
}
