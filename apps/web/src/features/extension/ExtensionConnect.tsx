import { EXTENSION_INSTALL_PATH } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import ExtensionIcon from '@mui/icons-material/Extension';
import { Alert, Button, Link, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { Section } from '../account/Section.js';

/** The page messages the extension's content script reads and answers on this origin (apps/extension/src/protocol.ts). */
const PAGE_CODE = 'signaldesk:extension-code';
const PAGE_ANSWER = 'signaldesk:extension-answer';

type State = { kind: 'idle' } | { kind: 'connecting' } | { kind: 'connected' } | { kind: 'refused'; message: string } | { kind: 'notInstalled' };

/** The extension marks the page when its content script runs here, so a browser without it is told at once. */
const extensionPresent = () => Boolean(document.documentElement.dataset.signaldeskExtension);

/**
 * Connects the browser extension without anything typed: a one-time code, the desktop assistant's kind, is posted
 * to this window, where only the extension's content script on this origin reads it and spends it for a session of
 * its own, listed below and revocable alone.
 */
export function ExtensionConnect() {
  const { t } = useTranslation(['extension', 'messages']);
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source !== window || event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; ok?: unknown; message?: unknown } | null;
      if (data?.type !== PAGE_ANSWER) return;
      if (data.ok === true) {
        setState({ kind: 'connected' });
        void queryClient.invalidateQueries({ queryKey: ['sessions'] });
      } else setState({ kind: 'refused', message: typeof data.message === 'string' && data.message ? data.message : t('messages:requestFailed') });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [queryClient, t]);

  async function connect() {
    if (!extensionPresent()) {
      setState({ kind: 'notInstalled' });
      return;
    }
    setState({ kind: 'connecting' });
    try {
      const { code } = await request(callPaths.auth.desktopCode, {}, { kind: 'block' });
      window.postMessage({ type: PAGE_CODE, code }, window.location.origin);
    } catch (error) {
      setState({ kind: 'refused', message: errorText(error) });
    }
  }

  return (
    <Section title={t('connectTitle')} testId="extension-section">
      <Typography variant="body2" color="text.secondary">
        {t('connectHelp')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<ExtensionIcon />}
        onClick={() => void connect()}
        disabled={state.kind === 'connecting'}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="extension-connect"
      >
        {t('connect')}
      </Button>
      {state.kind === 'connecting' && <Typography variant="body2">{t('connecting')}</Typography>}
      {state.kind === 'connected' && (
        <Alert severity="success" data-testid="extension-connected">
          {t('connected')}
        </Alert>
      )}
      {state.kind === 'refused' && (
        <Alert severity="error" data-testid="extension-refused">
          {state.message}
        </Alert>
      )}
      {state.kind === 'notInstalled' && (
        <Alert severity="info" data-testid="extension-not-installed">
          {t('notInstalled')}{' '}
          <Link component={RouterLink} to={EXTENSION_INSTALL_PATH}>
            {t('install')}
          </Link>
        </Alert>
      )}
    </Section>
  );
}
