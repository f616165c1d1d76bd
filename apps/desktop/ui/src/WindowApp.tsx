import { Alert, Box, Button, CircularProgress, CssBaseline, GlobalStyles, Stack, ThemeProvider, Typography } from '@mui/material';
import { type Message, messageSchema } from '@signaldesk/contract';
import { useCallback, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { messagesReplySchema, WINDOW_PATHS, type WindowState, windowStateSchema } from '../../src/window/windowApi.js';
import { Desk } from './Desk.js';
import { i18n } from './i18n.js';
import { SignInScreen } from './SignInScreen.js';
import { withMessage } from './todayMessages.js';
import { takeEarlyState } from './earlyStart.js';
import { readWindowReply, sendWindowCall, windowCall } from './windowCall.js';
import { windowTheme } from './windowTheme.js';

export function WindowApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={windowTheme}>
        <CssBaseline />
        <GlobalStyles styles={{ 'html, body, #root': { height: '100%', overflow: 'hidden' } }} />
        <WindowRoot />
      </ThemeProvider>
    </I18nextProvider>
  );
}

function parseEvent<T>(event: Event, parse: (value: unknown) => T): T | null {
  try {
    return parse(JSON.parse((event as MessageEvent<string>).data));
  } catch {
    return null;
  }
}

/** Asks the assistant how things stand, listens to what it pushes, and shows the sign-in screen or the desk. */
function WindowRoot() {
  const { t } = useTranslation();
  const [state, setState] = useState<WindowState | null>(null);
  const [failed, setFailed] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const [messagesError, setMessagesError] = useState<string | null>(null);

  const takeState = useCallback((next: WindowState) => {
    if (!next.signedIn) setMessages([]);
    setState((current) => {
      // The layout's language is the trader's choice; it is taken at start and when the window signs in.
      if (!current || current.signedIn !== next.signedIn) void i18n.changeLanguage(next.layout.language);
      return next;
    });
  }, []);

  const load = useCallback(() => {
    setFailed(false);
    readWindowReply(takeEarlyState() ?? sendWindowCall(WINDOW_PATHS.state), windowStateSchema)
      .then(takeState)
      .catch(() => setFailed(true));
  }, [takeState]);

  useEffect(load, [load]);

  useEffect(() => {
    const events = new EventSource(WINDOW_PATHS.events);
    events.addEventListener('state', (event) => {
      const next = parseEvent(event, (value) => windowStateSchema.parse(value));
      if (next) takeState(next);
    });
    events.addEventListener('message', (event) => {
      const message = parseEvent(event, (value) => messageSchema.parse(value));
      if (message) setMessages((list) => withMessage(list, message));
    });
    return () => events.close();
  }, [takeState]);

  const signedIn = state?.signedIn ?? false;
  useEffect(() => {
    if (!signedIn) return;
    setMessagesError(null);
    windowCall(WINDOW_PATHS.messages, messagesReplySchema)
      .then((reply) => setMessages((pushed) => reply.list.reduce(withMessage, pushed)))
      .catch((error: Error) => setMessagesError(error.message));
  }, [signedIn]);

  if (failed) {
    return (
      <Stack sx={{ p: 4, gap: 2, maxWidth: 560 }}>
        <Alert severity="error">{t('unreachable')}</Alert>
        <Box>
          <Button variant="contained" onClick={load}>
            {t('retry')}
          </Button>
        </Box>
      </Stack>
    );
  }
  if (!state) {
    return (
      <Stack direction="row" sx={{ p: 4, gap: 2, alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t('loading')}</Typography>
      </Stack>
    );
  }
  if (!state.signedIn) return <SignInScreen state={state} onSignedIn={takeState} />;
  return <Desk state={state} messages={messages} messagesError={messagesError} onState={takeState} />;
}
