import { Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { orderOf, ruleEntries, type Strategy, type StrategyQuery, strategyQuerySchema } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useRegion } from '../region/useRegion.js';
import { SeekResults } from './SeekResults.js';
import { SeekToolbar } from './SeekToolbar.js';
import { INITIAL_SEEK_LIST, type SeekListState } from './seekListState.js';
import { StrategyDialog } from './StrategyDialog.js';
import { StrategyGuide } from './StrategyGuide.js';
import { StrategyList } from './StrategyList.js';
import { everythingIn, withOrder } from './strategyDraft.js';
import { useSeekList } from './useSeekList.js';
import { useStrategies, useStrategyActions } from './useStrategies.js';

const ALWAYS_SHOWN = ['candle.close', 'candle.updown'];

/** Close and change, then every field the query reads in the duration shown. */
function shownFields(query: StrategyQuery, duration: SeekListState['duration']): string[] {
  const ids = ruleEntries(query)
    .filter(([path]) => path[0] === duration)
    .map(([path]) => path[1]!);
  return [...new Set([...ALWAYS_SHOWN, ...ids])];
}

/** /apps/strategy: saved strategies beside the seek list, the strategy dialog and the indicator guide. */
export function StrategyPage() {
  const { t } = useTranslation('strategy');
  const strategies = useStrategies();
  const { remove, test } = useStrategyActions();
  const region = useRegion();
  const [picked, setPicked] = useState<Strategy | null>(null);
  // ?sid= opens a strategy from a link (the messenger's, while its alerts are awaited) until the trader picks one.
  const [params, setParams] = useSearchParams();
  const linked = params.get('sid');
  const selected = picked ?? strategies.find((strategy) => strategy.sid === linked) ?? null;
  const [seek, setSeek] = useState<SeekListState>(INITIAL_SEEK_LIST);
  const [editing, setEditing] = useState<{ strategy: Strategy | null } | null>(null);
  const [deleting, setDeleting] = useState<Strategy | null>(null);
  const [guide, setGuide] = useState(false);

  // The list refreshes after a save; until then the strategy just saved stands for itself.
  const base = (strategies.find((strategy) => strategy.sid === selected?.sid) ?? selected)?.query ?? everythingIn(region);
  const query = seek.order ? strategyQuerySchema.parse(withOrder(base, seek.order.path, seek.order.type)) : base;
  const order = orderOf(query);
  const { answer, loading } = useSeekList(query, seek.tag);

  const select = (strategy: Strategy | null) => {
    setPicked(strategy);
    if (linked) setParams({}, { replace: true });
    setSeek((current) => ({ ...current, order: null }));
  };

  return (
    <Stack spacing={2} data-testid="strategy-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setGuide(true)} data-testid="strategy-guide-open">
            {t('guide')}
          </Button>
          <Button variant="contained" onClick={() => setEditing({ strategy: null })} data-testid="strategy-new">
            {t('newStrategy')}
          </Button>
        </Stack>
      </PageHeader>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
          <StrategyList
            strategies={strategies}
            selected={selected?.sid ?? null}
            onSelect={(sid) => select(strategies.find((strategy) => strategy.sid === sid) ?? null)}
            onEdit={(strategy) => setEditing({ strategy })}
            onDelete={setDeleting}
            onTest={(strategy) => test.mutate(strategy.sid)}
          />
        </Paper>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: 2, width: '100%' }}>
          <SeekToolbar
            state={seek}
            order={{ path: order.path.join('.'), type: order.type }}
            onChange={setSeek}
          />
          <LinearProgress sx={{ mb: 1, visibility: loading ? 'visible' : 'hidden' }} data-testid={loading ? 'seek-loading' : undefined} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="seek-total">
            {t('seek.total', { shown: answer.list.length, total: answer.total })}
          </Typography>
          <SeekResults
            fields={answer.fields}
            list={answer.list}
            layout={seek.layout}
            duration={seek.duration}
            shown={shownFields(query, seek.duration)}
          />
        </Paper>
      </Stack>
      {editing && (
        <StrategyDialog
          strategy={editing.strategy}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            select(saved);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        text={t('deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.sid, {
            onSuccess: () => {
              if (selected?.sid === deleting.sid) select(null);
              setDeleting(null);
            },
          });
        }}
      />
      {guide && <StrategyGuide onClose={() => setGuide(false)} />}
    </Stack>
  );
}
