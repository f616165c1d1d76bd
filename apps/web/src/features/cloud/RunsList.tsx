import { Box, Button, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { BacktestRunSummary } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { runPercent } from './runProgress.js';

interface Props {
  runs: BacktestRunSummary[];
  selected: string | null;
  onOpen: (id: string) => void;
  onRename: (run: BacktestRunSummary) => void;
  onShare: (run: BacktestRunSummary) => void;
  onDelete: (run: BacktestRunSummary) => void;
}

/** The trader's runs, newest first: status and progress at a glance, and what can be done with each. */
export function RunsList({ runs, selected, onOpen, onRename, onShare, onDelete }: Props) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="runs-list">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('runs.title')}
      </Typography>
      {runs.length === 0 ? (
        <Typography color="text.secondary" data-testid="runs-empty">
          {t('runs.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('runs.name')}</TableCell>
              <TableCell>{t('runs.status')}</TableCell>
              <TableCell>{t('runs.progress')}</TableCell>
              <TableCell>{t('runs.created')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.map((run) => (
              <TableRow key={run.id} selected={run.id === selected} data-testid={`run-row-${run.id}`}>
                <TableCell data-testid="run-row-name">{run.name}</TableCell>
                <TableCell data-testid="run-row-status">{t(`runs.statuses.${run.status}`)}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>
                  <LinearProgress
                    variant="determinate"
                    value={runPercent(run)}
                    aria-label={t('runs.progress')}
                  />
                </TableCell>
                <TableCell>{formatDate(run.createdAt, language)}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" onClick={() => onOpen(run.id)} data-testid="run-open">
                      {t('runs.open')}
                    </Button>
                    <Button size="small" onClick={() => onRename(run)} data-testid="run-rename">
                      {t('runs.rename')}
                    </Button>
                    <Button size="small" onClick={() => onShare(run)} data-testid="run-share">
                      {t('runs.share')}
                    </Button>
                    <Button size="small" color="error" onClick={() => onDelete(run)} data-testid="run-delete">
                      {t('runs.delete')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </Box>
      )}
    </Paper>
  );
}
