import { ChevronLeft, ChevronRight, Restore } from '@mui/icons-material';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChartTool } from './ChartTool.js';

interface Props {
  /** The time of the window's last candle while replaying, null when every candle shows. */
  replayingTo: string | null;
  onBack: () => void;
  onForward: () => void;
  onRestore: () => void;
}

/** Spec §1: arrow buttons step back or forward, the middle button restores. */
export function ReplayControls({ replayingTo, onBack, onForward, onRestore }: Props) {
  const { t } = useTranslation('chart');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="replay-controls">
      <ChartTool title={t('replay.back')} onClick={onBack} testId="replay-back">
        <ChevronLeft fontSize="small" />
      </ChartTool>
      <ChartTool title={t('replay.restore')} onClick={onRestore} disabled={replayingTo === null} testId="replay-restore">
        <Restore fontSize="small" />
      </ChartTool>
      <ChartTool title={t('replay.forward')} onClick={onForward} disabled={replayingTo === null} testId="replay-forward">
        <ChevronRight fontSize="small" />
      </ChartTool>
      <Typography variant="caption" color={replayingTo ? 'warning.main' : 'text.secondary'} data-testid="replay-state">
        {replayingTo ? t('replay.replaying', { time: replayingTo }) : t('replay.hint')}
      </Typography>
    </Stack>
  );
}
