import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { INDEX_LISTS } from '@signaldesk/market-data/universe';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.js';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { errorText } from '../../auth/errorText.js';
import { useAuth } from '../../auth/useAuth.js';
import { snackbar } from '../../snackbar/snackbar.js';
import type { RunDraft, RunErrors } from '../runDraft.js';
import { listTitle } from './signalWords.js';
import { type SourceDraft, strategyErrors, validateSource } from './sourceDraft.js';
import { useSourceActions } from './useSignals.js';

interface Props {
  run: RunDraft;
  /** Shows refusals of the strategy under the run form's own fields, in the server's words where it gave them. */
  onStrategyRefused: (errors: RunErrors, texts: Record<string, string>) => void;
}

/** Super only: the run form's strategy published as a signal source on some index lists. */
export function PublishSource({ run, onStrategyRefused }: Props) {
  const { t } = useTranslation('cloud');
  const { user } = useAuth();
  const [source, setSource] = useState<SourceDraft | null>(null);
  if (user?.role !== 'super') return null;

  const open = () => {
    const draft: SourceDraft = { name: run.name, description: '', lists: [], published: true };
    const refused = strategyErrors(validateSource(run, draft).errors);
    if (Object.keys(refused).length > 0) {
      onStrategyRefused(refused, {});
      snackbar.error(t('signals.publish.fixForm'));
      return;
    }
    setSource(draft);
  };
  return (
    <>
      <Button variant="outlined" onClick={open} data-testid="signal-publish-open">
        {t('signals.publish.open')}
      </Button>
      {source && (
        <PublishDialog
          run={run}
          initial={source}
          onStrategyRefused={(errors, texts) => {
            setSource(null);
            onStrategyRefused(errors, texts);
          }}
          onClose={() => setSource(null)}
        />
      )}
    </>
  );
}

function PublishDialog({ run, initial, onStrategyRefused, onClose }: Props & { initial: SourceDraft; onClose: () => void }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const { create } = useSourceActions();
  const [source, setSource] = useState(initial);
  const [errors, setErrors] = useState<RunErrors>({});
  const [serverTexts, setServerTexts] = useState<Record<string, string>>({});
  const change = (next: Partial<SourceDraft>) => setSource((current) => ({ ...current, ...next }));
  const message = (path: string) => serverTexts[path] ?? (errors[path] ? t(`messages:${errors[path]}`) : undefined);
  const toggleList = (slug: string, on: boolean) =>
    change({ lists: on ? INDEX_LISTS.map((list) => list.slug).filter((known) => known === slug || source.lists.includes(known)) : source.lists.filter((list) => list !== slug) });

  const refuse = (next: RunErrors, texts: Record<string, string>) => {
    const strategy = strategyErrors(next);
    if (Object.keys(strategy).length > 0) onStrategyRefused(strategy, texts);
    setErrors(next);
    setServerTexts(texts);
  };
  const save = () => {
    const checked = validateSource(run, source);
    if (!checked.body) {
      refuse(checked.errors, {});
      return;
    }
    create.mutate(checked.body, {
      onSuccess: (created) => {
        snackbar.success(t('signals.publish.created', { name: created.name }));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field && error.key) {
          const path = error.field.replace(/^request\./, '');
          refuse({ [path]: error.key as RunErrors[string] }, { [path]: error.msg });
        } else {
          snackbar.error(errorText(error));
        }
      },
    });
  };
  const other = Object.keys(errors).filter((path) => !['name', 'description', 'lists'].includes(path) && !path.startsWith('lists.'));
  const listsMessage = message('lists') ?? Object.keys(errors).filter((path) => path.startsWith('lists.')).map(message)[0];

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="sm" data-testid="signal-publish-dialog">
      <DialogTitle>{t('signals.publish.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('signals.publish.help')}
          </Typography>
          <TextField
            size="small"
            label={t('signals.publish.name')}
            value={source.name}
            onChange={(event) => change({ name: event.target.value })}
            error={message('name') !== undefined}
            helperText={message('name')}
            slotProps={{ htmlInput: { 'data-testid': 'signal-publish-name' } }}
          />
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t('signals.publish.description')}
            value={source.description}
            onChange={(event) => change({ description: event.target.value })}
            error={message('description') !== undefined}
            helperText={message('description')}
            slotProps={{ htmlInput: { 'data-testid': 'signal-publish-description' } }}
          />
          <FormControl error={listsMessage !== undefined} component="fieldset">
            <FormLabel component="legend">{t('signals.publish.lists')}</FormLabel>
            <FormGroup row>
              {INDEX_LISTS.map((list) => (
                <FormControlLabel
                  key={list.slug}
                  label={listTitle(list.slug, language)}
                  control={
                    <Checkbox
                      checked={source.lists.includes(list.slug)}
                      onChange={(event) => toggleList(list.slug, event.target.checked)}
                      slotProps={{ input: { 'data-testid': `signal-publish-list-${list.slug}` } as object }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {listsMessage && <FormHelperText data-testid="signal-publish-lists-error">{listsMessage}</FormHelperText>}
          </FormControl>
          <FormControlLabel
            label={t('signals.publish.published')}
            control={
              <Switch
                checked={source.published}
                onChange={(event) => change({ published: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'signal-publish-published' } as object }}
              />
            }
          />
          {other.map((path) => (
            <Alert key={path} severity="error">
              {message(path)}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          {t('signals.publish.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={create.isPending} data-testid="signal-publish-save">
          {t(source.published ? 'signals.publish.save' : 'signals.publish.saveDraft')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
