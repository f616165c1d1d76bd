import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { formatFixed } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.js';

/** A running backtest: symbols done of the run's total, and a way to stop it. */
export function BacktestProgress({ done, total, cancelling, onCancel }: { done: number; total: number; cancelling: boolean; onCancel: () => void }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="backtest-progress">
      <Stack spacing={0.5} sx={{ flex: 1 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={t('report.progress.label')} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="backtest-progress-text">
          {t('report.progress.symbols', { done: formatFixed(done, language, 0), total: formatFixed(total, language, 0) })}
        </Typography>
      </Stack>
      <Button variant="outlined" size="small" onClick={onCancel} disabled={cancelling} data-testid="backtest-cancel">
        {cancelling ? t('report.progress.cancelling') : t('report.progress.cancel')}
      </Button>
    </Stack>
  );
}
