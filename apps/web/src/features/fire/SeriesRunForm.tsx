import { PlayArrow } from '@mui/icons-material';
import { Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { calls, type Duration, DURATIONS, MANUAL_JOBS } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { submitHandler } from '../../components/submitHandler.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { seriesSucceeded } from './seriesSucceeded.js';

type ManualJob = (typeof MANUAL_JOBS)[number];

const runBody = calls.jobs.run.body;
/** A failed series names its cause, which takes longer to read than the default snackbar allows. */
const FAILURE_MS = 8_000;

/** Runs update, compute or refresh for one symbol and duration; the call answers when the series is done. */
export function SeriesRunForm() {
  const { t } = useTranslation('fire');
  const queryClient = useQueryClient();
  const [name, setName] = useState<ManualJob>('update');
  const [symbol, setSymbol] = useState('');
  const [duration, setDuration] = useState<Duration>('1d');
  const parsed = runBody.safeParse({ name, symbol, duration });
  const series = parsed.success ? `${parsed.data.symbol} · ${duration}` : '';

  const run = useMutation({
    mutationFn: (vars: { name: ManualJob; symbol: string; duration: Duration; series: string }) =>
      request(callPaths.jobs.run, { name: vars.name, symbol: vars.symbol, duration: vars.duration }, { kind: 'block' }),
    // The run can wait behind a whole market's sweep in the queue, so say at once that it started.
    onMutate: (vars) => snackbar.info(t('seriesStarted', { job: vars.name, series: vars.series })),
    onSuccess: ({ job }, vars) => {
      if (seriesSucceeded(job)) snackbar.success(t('seriesDone', { job: vars.name, series: vars.series }));
      else snackbar.error(t('seriesFailed', { job: vars.name, series: vars.series, error: job.lastError ?? '' }), FAILURE_MS);
    },
    onError: (error) => snackbar.error(errorText(error), FAILURE_MS),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] }),
  });

  return (
    <Card variant="outlined" data-testid="series-run-form">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('seriesTitle')}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          onSubmit={submitHandler(() => parsed.success && run.mutate({ name, symbol, duration, series }))}
        >
          <TextField
            select
            size="small"
            label={t('action')}
            value={name}
            onChange={(event) => setName(event.target.value as ManualJob)}
            sx={{ minWidth: 320 }}
          >
            {MANUAL_JOBS.map((job) => (
              <MenuItem key={job} value={job} data-testid={`series-action-${job}`}>
                <Typography component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                  {job}
                </Typography>
                {t(`jobs.${job}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('symbol')}
            value={symbol}
            onChange={(event) => setSymbol(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', 'data-testid': 'series-symbol' } }}
          />
          <TextField
            select
            size="small"
            label={t('duration')}
            value={duration}
            onChange={(event) => setDuration(event.target.value as Duration)}
            sx={{ minWidth: 120 }}
          >
            {DURATIONS.map((value) => (
              <MenuItem key={value} value={value} data-testid={`series-duration-${value}`}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            startIcon={run.isPending ? <CircularProgress size={16} color="inherit" /> : <PlayArrow />}
            disabled={!parsed.success || run.isPending}
            data-testid="series-run"
          >
            {t('run')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
