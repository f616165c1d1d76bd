import { Alert, Button, MenuItem, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { BACKTEST_ROLE_LIMITS, REGIONS, type Strategy } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { GroupRules } from '../strategy/GroupRules.js';
import { draftFromQuery, type RuleDraft } from '../strategy/strategyDraft.js';
import { useStrategies } from '../strategy/useStrategies.js';
import { useMenuRole } from '../shell/useMenuRole.js';
import { CostFields } from './CostFields.js';
import { PublishSource } from './signals/PublishSource.js';
import { SweepFields } from './SweepFields.js';
import { SymbolPicker } from './SymbolPicker.js';
import { TagPicker } from './TagPicker.js';
import { emptyRunDraft, errorsUnder, shortBarred, type RunDraft, type RunErrors, type UniverseKind, validateRun } from './runDraft.js';

const UNIVERSE_KINDS: readonly UniverseKind[] = ['symbol', 'region', 'list', 'tag', 'strategy'];
type NumberField = 'stopLoss' | 'takeProfit' | 'trailingStop' | 'maxBars' | 'positionSize' | 'maxPositions' | 'startingCash';
const NUMBER_FIELDS: readonly NumberField[] = ['stopLoss', 'takeProfit', 'trailingStop', 'maxBars', 'positionSize', 'maxPositions', 'startingCash'];

/** The run form: rules from the strategy screen's form, the trade's exits and sizing, what it runs on and when. */
export function RunForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation('cloud');
  const strategies = useStrategies();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RunDraft>(emptyRunDraft);
  const [errors, setErrors] = useState<RunErrors>({});
  // The server's own words for the field it refused, with the limits and symbols it names filled in.
  const [serverTexts, setServerTexts] = useState<Record<string, string>>({});
  const [side, setSide] = useState<'entry' | 'exit'>('entry');
  const [from, setFrom] = useState('');
  const sweepLimit = BACKTEST_ROLE_LIMITS[useMenuRole()]?.sweepRuns ?? 0;

  const create = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof validateRun>['body']>) => request(callPaths.backtests.create, body, { kind: 'block' }),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: ['backtests'] });
      onCreated(reply.run.id);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field && error.key) {
        const path = error.field.replace(/^request\./, '');
        setErrors({ [path]: error.key as RunErrors[string] });
        setServerTexts({ [path]: error.msg });
      } else {
        snackbar.error(errorText(error));
      }
    },
  });

  const change = (next: Partial<RunDraft>) => setDraft((current) => ({ ...current, ...next }));
  const changeUniverse = (next: Partial<RunDraft['universe']>) => setDraft((current) => ({ ...current, universe: { ...current.universe, ...next } }));
  const onRule = (path: string, rule: RuleDraft) =>
    setDraft((current) => {
      const [group, ...rest] = path.split('.') as [keyof RunDraft['entry']['groups'], ...string[]];
      const rules = current[side];
      return { ...current, [side]: { ...rules, groups: { ...rules.groups, [group]: { ...rules.groups[group], [rest.join('.')]: rule } } } };
    });
  const startFrom = (sid: string) => {
    setFrom(sid);
    const strategy = strategies.find((saved: Strategy) => saved.sid === sid);
    if (strategy) change({ entry: draftFromQuery(strategy.name, strategy.query), name: draft.name || strategy.name });
  };
  const submit = () => {
    const checked = validateRun(draft, sweepLimit);
    setErrors(checked.errors);
    setServerTexts({});
    if (checked.body) create.mutate(checked.body);
  };
  const message = (path: string) => serverTexts[path] ?? (errors[path] ? t(`messages:${errors[path]}`) : undefined);
  const noShort = shortBarred(draft.universe);
  const field = (key: NumberField) => (
    <TextField
      key={key}
      size="small"
      label={t(`form.${key}`)}
      value={draft[key]}
      onChange={(event) => change({ [key]: event.target.value })}
      error={Boolean(errors[`strategy.${key}`])}
      helperText={message(`strategy.${key}`)}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `run-${key}` } }}
      sx={{ width: 180 }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="run-form">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('form.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            label={t('form.name')}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={message('name')}
            slotProps={{ htmlInput: { 'data-testid': 'run-name' } }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            size="small"
            label={t('form.startFrom')}
            value={from}
            onChange={(event) => startFrom(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'run-start-from' } }}
            sx={{ flex: 1 }}
          >
            {strategies.map((strategy) => (
              <MenuItem key={strategy.sid} value={strategy.sid}>
                {strategy.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Tabs value={side} onChange={(_, next: 'entry' | 'exit') => setSide(next)}>
          <Tab value="entry" label={t('form.entry')} data-testid="run-rules-entry" />
          <Tab value="exit" label={t('form.exit')} data-testid="run-rules-exit" />
        </Tabs>
        {(['strategy.entry', 'strategy.exit'] as const).map((path) =>
          errors[path] ? (
            <Alert key={path} severity="error" data-testid={`run-error-${path.slice('strategy.'.length)}`}>
              {message(path)}
            </Alert>
          ) : null,
        )}
        <div data-testid={`run-rules-${side}-form`}>
          <GroupRules key={side} draft={draft[side]} errors={errorsUnder(errors, `strategy.${side}`)} onRule={onRule} />
        </div>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {NUMBER_FIELDS.map(field)}
          <TextField
            select
            size="small"
            label={t('form.direction')}
            value={draft.direction}
            onChange={(event) => change({ direction: event.target.value as RunDraft['direction'] })}
            error={Boolean(errors['strategy.direction'])}
            helperText={message('strategy.direction') ?? (noShort ? t('form.noShort') : undefined)}
            sx={{ width: 180 }}
          >
            <MenuItem value="long">{t('form.long')}</MenuItem>
            <MenuItem value="short" disabled={noShort}>
              {t('form.short')}
            </MenuItem>
          </TextField>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('form.universe')}
            value={draft.universe.kind}
            onChange={(event) => changeUniverse({ kind: event.target.value as UniverseKind })}
            data-testid="run-universe-field"
            slotProps={{ htmlInput: { 'data-testid': 'run-universe' } }}
            sx={{ width: 200 }}
          >
            {UNIVERSE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind} data-testid={`run-universe-${kind}`}>
                {t(`form.universes.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <UniverseValue draft={draft} message={message} strategies={strategies} onChange={changeUniverse} />
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(['from', 'to'] as const).map((key) => (
            <TextField
              key={key}
              size="small"
              type="date"
              label={t(`form.${key}`)}
              value={draft[key]}
              onChange={(event) => change({ [key]: event.target.value })}
              error={Boolean(errors[`strategy.${key}`])}
              helperText={message(`strategy.${key}`)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `run-${key}` } }}
            />
          ))}
          <TextField
            size="small"
            type="date"
            label={t('form.splitAt')}
            value={draft.splitAt}
            onChange={(event) => change({ splitAt: event.target.value })}
            error={Boolean(errors.splitAt)}
            helperText={message('splitAt') ?? t('form.splitHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'run-split' } }}
          />
        </Stack>
        <CostFields costs={draft.costs} errors={errors} onChange={(costs) => change({ costs })} />
        <SweepFields draft={draft} errors={errors} message={message} limit={sweepLimit} onChange={(sweep) => change({ sweep })} />
        {errors.universe && <Alert severity="error">{message('universe')}</Alert>}
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={submit} disabled={create.isPending} data-testid="run-submit">
            {t('form.run')}
          </Button>
          <PublishSource
            run={draft}
            onStrategyRefused={(refused, texts) => {
              setErrors(refused);
              setServerTexts(texts);
            }}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}

interface UniverseProps {
  draft: RunDraft;
  message: (path: string) => string | undefined;
  strategies: Strategy[];
  onChange: (next: Partial<RunDraft['universe']>) => void;
}

/** The one value the chosen kind of universe needs. */
function UniverseValue({ draft, message, strategies, onChange }: UniverseProps) {
  const { t } = useTranslation('cloud');
  const { universe } = draft;
  const key = `universe.${universe.kind === 'list' ? 'list' : universe.kind === 'strategy' ? 'sid' : universe.kind}`;
  const common = {
    size: 'small' as const,
    error: message(key) !== undefined,
    helperText: message(key),
    sx: { width: 240 },
  };
  switch (universe.kind) {
    case 'symbol':
      return (
        <SymbolPicker
          symbol={universe.symbol}
          error={common.helperText}
          onChange={(symbol, info) => onChange({ symbol, symbolRegion: info?.region ?? null })}
        />
      );
    case 'tag':
      return <TagPicker tag={universe.tag} error={common.helperText} onChange={(tag) => onChange({ tag })} />;
    case 'region':
      return (
        <TextField {...common} select label={t('form.universes.region')} value={universe.region} onChange={(event) => onChange({ region: event.target.value as RunDraft['universe']['region'] })}>
          {REGIONS.map((region) => (
            <MenuItem key={region} value={region}>
              {t(`form.regions.${region}`)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'list':
      return (
        <TextField {...common} select label={t('form.universes.list')} value={universe.list} onChange={(event) => onChange({ list: event.target.value as RunDraft['universe']['list'] })}>
          <MenuItem value="favourites">{t('form.lists.favourites')}</MenuItem>
          <MenuItem value="followed">{t('form.lists.followed')}</MenuItem>
        </TextField>
      );
    case 'strategy':
      return (
        <TextField {...common} select label={t('form.universes.strategy')} value={universe.sid} onChange={(event) => onChange({ sid: event.target.value })}>
          {strategies.map((strategy) => (
            <MenuItem key={strategy.sid} value={strategy.sid}>
              {strategy.name}
            </MenuItem>
          ))}
        </TextField>
      );
  }
}
