import LogoutIcon from '@mui/icons-material/Logout';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, Divider, FormControlLabel, IconButton, InputAdornment, Stack, Switch, TextField, Typography } from '@mui/material';
import type { Language } from '@signaldesk/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BotSettings,
  type BotSettingsField,
  botSettingsProblems,
  botSettingsSchema,
  WINDOW_PATHS,
  type WindowState,
  windowStateSchema,
} from '../../src/window/windowApi.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { WindowCallError, windowCall } from './windowCall.js';

type FieldErrors = Partial<Record<BotSettingsField, string>>;

/** Bot push with its token, user ID and proxy; the window's language; where scripts find the assistant; signing out. */
export function SettingsTab({ state, language, onLanguage, onState }: { state: WindowState; language: Language; onLanguage: (language: Language) => void; onState: (state: WindowState) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<BotSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showToken, setShowToken] = useState(false);

  useEffect(() => {
    windowCall(WINDOW_PATHS.settings, botSettingsSchema)
      .then(setForm)
      .catch((refusal: Error) => setLoadError(refusal.message));
  }, []);

  const edit = (field: BotSettingsField, value: string) => {
    setForm((current) => current && { ...current, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
  };

  /**
   * Checks the fields as the assistant will, then saves; the assistant's own refusal lands on its field. Resolves
   * whether the settings were saved.
   */
  const save = (settings: BotSettings): Promise<boolean> => {
    const problems = botSettingsProblems(settings);
    const found = Object.entries(problems) as [BotSettingsField, string][];
    setErrors(Object.fromEntries(found.map(([field, key]) => [field, t(`bot:${key}`)])));
    setSaveError(null);
    setSaved(false);
    if (found.length > 0) return Promise.resolve(false);
    setBusy(true);
    return windowCall(WINDOW_PATHS.settings, botSettingsSchema, { method: 'PUT', body: settings })
      .then((answer) => {
        setForm(answer);
        setSaved(true);
        return true;
      })
      .catch((refusal: Error) => {
        const field = refusal instanceof WindowCallError ? refusal.refusal.field : undefined;
        if (field) setErrors({ [field]: refusal.message });
        else setSaveError(refusal.message);
        return false;
      })
      .finally(() => setBusy(false));
  };

  /** The switch moves at once and saves the form with it; it moves back when the form cannot be saved. */
  const switchPush = (on: boolean) => {
    if (!form) return;
    setForm({ ...form, botPush: on });
    void save({ ...form, botPush: on }).then((done) => {
      if (!done) setForm((current) => current && { ...current, botPush: !on });
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form) save(form);
  };

  const signOut = () => {
    windowCall(WINDOW_PATHS.signOut, windowStateSchema, { method: 'POST' })
      .then(onState)
      .catch((refusal: Error) => setSaveError(refusal.message));
  };

  const who = state.user?.nickname || state.user?.email || '—';

  return (
    <Stack sx={{ p: 2, gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('settings.botTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.botHelp')}
        </Typography>
      </Box>
      {loadError && <Alert severity="error">{t('settings.loadFailed', { msg: loadError })}</Alert>}
      {form && (
        <Stack component="form" onSubmit={submit} noValidate sx={{ gap: 2 }} data-testid="bot-settings">
          <FormControlLabel
            control={
              <Switch
                checked={form.botPush}
                disabled={busy}
                onChange={(event) => switchPush(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'bot-push' } as object }}
              />
            }
            label={t('settings.botPush')}
          />
          {state.botPushPending && (
            <Alert severity="info" data-testid="bot-push-pending">
              {t('settings.pending')}
            </Alert>
          )}
          {state.botPushFailure && (
            <Alert severity="warning" data-testid="bot-push-failure">
              {state.botPushFailure.msg}
            </Alert>
          )}
          <TextField
            label={t('settings.botToken')}
            required
            type={showToken ? 'text' : 'password'}
            value={form.botToken}
            onChange={(event) => edit('botToken', event.target.value)}
            error={Boolean(errors.botToken)}
            helperText={errors.botToken ?? t('settings.botTokenHelp')}
            autoComplete="off"
            slotProps={{
              htmlInput: { spellCheck: false, 'data-testid': 'bot-token' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showToken ? t('settings.hideToken') : t('settings.showToken')}
                      onClick={() => setShowToken((shown) => !shown)}
                      edge="end"
                      data-testid="bot-token-reveal"
                    >
                      {showToken ? <VisibilityOffIcon /> : <VisibilityIcon />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            label={t('settings.botUserId')}
            required
            value={form.botUserId}
            onChange={(event) => edit('botUserId', event.target.value)}
            error={Boolean(errors.botUserId)}
            helperText={errors.botUserId ?? t('settings.botUserIdHelp')}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false, 'data-testid': 'bot-user-id' } }}
          />
          <TextField
            label={t('settings.proxy')}
            value={form.proxy}
            onChange={(event) => edit('proxy', event.target.value)}
            error={Boolean(errors.proxy)}
            helperText={errors.proxy ?? t('settings.proxyHelp')}
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'bot-proxy' } }}
          />
          {saveError && <Alert severity="error">{saveError}</Alert>}
          {saved && (
            <Alert severity="success" data-testid="bot-saved">
              {t('settings.saved')}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={busy} data-testid="bot-save">
              {t('settings.save')}
            </Button>
          </Box>
        </Stack>
      )}
      <Divider />
      <Box>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {t('settings.language')}
        </Typography>
        <LanguageSwitch value={language} onChange={onLanguage} />
      </Box>
      <Divider />
      <Box>
        <Typography variant="subtitle2" color="text.secondary">
          {t('settings.exportDir')}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="export-dir">
          {state.exportDir}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" color="text.secondary">
          {t('settings.localUrl')}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="local-url">
          {state.localUrl}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('settings.localUrlHelp', { url: state.localUrl })}
        </Typography>
      </Box>
      <Divider />
      <Typography variant="body2" color="text.secondary">
        {t('settings.account', { server: state.server, who })}
      </Typography>
      <Box>
        <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={signOut} data-testid="sign-out">
          {t('settings.signOut')}
        </Button>
      </Box>
    </Stack>
  );
}
