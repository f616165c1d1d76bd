import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack } from '@mui/material';
import type { Strategy } from '@signaldesk/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitHandler } from '../../components/submitHandler.js';
import { useRegion } from '../region/useRegion.js';
import { GroupRules } from './GroupRules.js';
import { draftFromQuery, emptyDraft, type RuleDraft, type StrategyDraft, splitPath, validateDraft } from './strategyDraft.js';
import { TopRules } from './TopRules.js';
import { useStrategyActions } from './useStrategies.js';

interface Props {
  /** The strategy to change; a new one is written when null. */
  strategy: Strategy | null;
  onSaved: (strategy: Strategy) => void;
  onClose: () => void;
}

/** Spec §2: the strategy dialog opens with a form strategy and closes after save. */
export function StrategyDialog({ strategy, onSaved, onClose }: Props) {
  const { t } = useTranslation('strategy');
  const region = useRegion();
  const [draft, setDraft] = useState<StrategyDraft>(() => (strategy ? draftFromQuery(strategy.name, strategy.query) : emptyDraft(region)));
  const [tried, setTried] = useState(false);
  const { save } = useStrategyActions();
  const { query, errors } = validateDraft(draft);

  const onRule = useCallback((path: string, rule: RuleDraft) => {
    const at = splitPath(path);
    if ('top' in at) return;
    setDraft((current) => ({ ...current, groups: { ...current.groups, [at.group]: { ...current.groups[at.group], [at.id]: rule } } }));
  }, []);

  const submit = () => {
    setTried(true);
    if (!query || Object.keys(errors).length > 0 || save.isPending) return;
    save.mutate({ sid: strategy?.sid ?? null, name: draft.name.trim(), query }, { onSuccess: onSaved });
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="md" fullWidth>
      <form onSubmit={submitHandler(submit)} data-testid="strategy-dialog">
        <DialogTitle>{strategy ? t('form.dialogEdit') : t('form.dialogNew')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TopRules draft={draft} errors={errors} showNameError={tried} onChange={setDraft} />
            <Divider />
            <GroupRules draft={draft} errors={errors} onRule={onRule} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending} data-testid="strategy-cancel">
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || (tried && Object.keys(errors).length > 0)} data-testid="strategy-save">
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
