import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { BacktestRunSummary } from '@signaldesk/contract';
import { formatFixed } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { runPercent } from '../runProgress.js';

/** A running backtest: symbols done of the run's total and the step it is in, and a way to stop it. */
export function BacktestProgress({
  run,
  cancelling,
  onCancel,
}: {
  run: Pick<BacktestRunSummary, 'status' | 'progress'>;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const { done, total, stage } = run.progress;
  const symbols = t('report.progress.symbols', { done: formatFixed(done, language, 0), total: formatFixed(total, language, 0) });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="backtest-progress">
      <Stack spacing={0.5} sx={{ flex: 1 }}>
        <LinearProgress variant="determinate" value={runPercent(run)} aria-label={t('report.progress.label')} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="backtest-progress-text">
          {stage ? t('report.progress.withStage', { symbols, stage: t(`report.progress.stages.${stage}`) }) : symbols}
        </Typography>
      </Stack>
      <Button variant="outlined" size="small" onClick={onCancel} disabled={cancelling} data-testid="backtest-cancel">
        {cancelling ? t('report.progress.cancelling') : t('report.progress.cancel')}
      </Button>
    </Stack>
  );
}
