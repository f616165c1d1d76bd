import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutSchema, WINDOW_PATHS, type WindowState, windowStateSchema } from '../../src/window/windowApi.js';
import { currentLanguage, i18n } from './i18n.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { windowCall } from './windowCall.js';

/** How to get a one-time code from the signed-in web app, and where to type it. */
export function SignInScreen({ state, onSignedIn }: { state: WindowState; onSignedIn: (state: WindowState) => void }) {
  const server = state.server;
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The choice is kept with the layout, so the desk opens in it after signing in.
  const chooseLanguage = (language: 'en' | 'zh') => {
    void i18n.changeLanguage(language);
    windowCall(WINDOW_PATHS.layout, layoutSchema, { method: 'PUT', body: { ...state.layout, language } }).catch(() => undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('signIn.codeRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    windowCall(WINDOW_PATHS.signIn, windowStateSchema, { method: 'POST', body: { code: code.trim() } })
      .then(onSignedIn)
      .catch((refusal: Error) => setError(refusal.message))
      .finally(() => setBusy(false));
  };

  return (
    <Box sx={{ height: '100%', overflow: 'auto', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', p: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 520, width: '100%' }} data-testid="sign-in">
        <Stack sx={{ gap: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="h5" component="h1">
              {t('signIn.title')}
            </Typography>
            <LanguageSwitch value={currentLanguage()} onChange={chooseLanguage} />
          </Stack>
          <Typography color="text.secondary">{t('signIn.intro')}</Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
            <li>
              {t('signIn.step1')}{' '}
              <Link href={server} target="_blank" rel="noopener noreferrer" data-testid="sign-in-server">
                {server}
              </Link>
            </li>
            <li>{t('signIn.step2')}</li>
            <li>{t('signIn.step3')}</li>
          </Box>
          <Stack component="form" onSubmit={submit} noValidate sx={{ gap: 2 }}>
            <TextField
              label={t('signIn.code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 32, spellCheck: false, 'data-testid': 'sign-in-code' } }}
              error={error !== null}
              helperText={error ?? ' '}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy} data-testid="sign-in-submit">
                {t('signIn.submit')}
              </Button>
            </Box>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('signIn.revoke')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
