import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton.js';
import type { DesktopCode } from './DesktopAuthorize.js';

/** Whole seconds until the code expires, ticking once a second while the dialog is open. */
function useSecondsLeft(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, expiresAt - Math.floor(now / 1000));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The one-time code, big enough to read across a desk, with how long it lasts and where to enter it. */
export function DesktopCodeDialog({ shown, busy, onNewCode, onClose }: { shown: DesktopCode; busy: boolean; onNewCode: () => void; onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const seconds = useSecondsLeft(shown.expiresAt);
  const command = `npm run desktop -- --no-window --server ${window.location.origin} --code ${shown.code}`;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="desktop-code-dialog">
      <DialogTitle>{t('desktopCodeTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t('desktopCodeEnter')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
            <Typography
              component="output"
              data-testid="desktop-code"
              sx={{ fontFamily: 'monospace', fontSize: { xs: 36, sm: 48 }, fontWeight: 700, letterSpacing: 4, userSelect: 'all', opacity: seconds > 0 ? 1 : 0.4 }}
            >
              {shown.code}
            </Typography>
            <CopyButton text={shown.code} />
          </Stack>
          <Typography variant="body2" align="center" color={seconds > 0 ? 'text.secondary' : 'error'} data-testid="desktop-code-expiry">
            {seconds > 0 ? t('desktopCodeExpiresIn', { time: clock(seconds) }) : t('desktopCodeExpired')}
          </Typography>
          <Typography variant="body2">{t('desktopCodeCommand')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box component="code" data-testid="desktop-code-command" sx={{ flex: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowWrap: 'anywhere' }}>
              {command}
            </Box>
            <CopyButton text={command} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('desktopCodeOnce')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNewCode} disabled={busy} data-testid="desktop-code-new">
          {t('desktopCodeNew')}
        </Button>
        <Button variant="contained" onClick={onClose} data-testid="desktop-code-close">
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
