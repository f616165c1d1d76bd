import { Close, ShowChart } from '@mui/icons-material';
import { Alert, Button, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { Label } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../../api/ApiError.js';
import { request } from '../../api/request.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { TagChips } from './LabelChips.js';
import { chartPath } from './stockListParams.js';

/** /apps/stock/{symbol}: the stock's names, labels and the intro text of its meta. */
export function StockDetails({ symbol, labels, closePath }: { symbol: string; labels: readonly Label[]; closePath: string }) {
  const { t } = useTranslation('stock');
  const [language] = useLanguage();
  const atom = useQuery({
    queryKey: ['stock', 'atom', symbol],
    queryFn: () => request(callPaths.stocks.atom, { symbol }, { kind: 'kill' }),
    retry: false,
  });

  const body = () => {
    if (atom.isPending) return <LinearProgress />;
    if (atom.isError) {
      const unknown = atom.error instanceof ApiError && atom.error.code === 404;
      return <Alert severity={unknown ? 'info' : 'error'}>{unknown ? t('unknownSymbol', { symbol }) : errorText(atom.error)}</Alert>;
    }
    const { stock, meta } = atom.data;
    return (
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            {stock.symbol}
          </Typography>
          <Typography color="text.secondary">{language === 'zh' ? stock.cnname : stock.name}</Typography>
          <Button size="small" startIcon={<ShowChart />} component={RouterLink} to={chartPath(stock.region, stock.symbol)}>
            {t('openChart')}
          </Button>
        </Stack>
        <TagChips tags={stock.tags} labels={labels} />
        <Typography variant="subtitle2">{t('intro')}</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }} color={meta?.intro ? 'text.primary' : 'text.secondary'} data-testid="stock-intro">
          {meta?.intro || t('noIntro')}
        </Typography>
      </Stack>
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, position: 'relative' }} data-testid="stock-details-panel">
      <IconButton component={RouterLink} to={closePath} aria-label={t('closeDetails')} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <Close />
      </IconButton>
      {body()}
    </Paper>
  );
}
