import { ArrowBack } from '@mui/icons-material';
import { Box, Divider, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { LIMITS, sessionName } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { MessageThread } from '../messenger/MessageThread.js';
import { SessionList } from '../messenger/SessionList.js';
import { useMarkRead } from '../messenger/useMarkRead.js';
import { useSessions } from '../messenger/useSessions.js';

/** The messenger side panel: a session rail and a message list, shown when the sidebar setting is on. */
export function MessengerPanel() {
  const { t } = useTranslation(['shell', 'messenger']);
  const [language] = useLanguage();
  const [open, setOpen] = useState<string | null>(null);
  const { sessions } = useSessions();
  const session = sessions.find((s) => s.sessionid === open);
  useMarkRead(session);
  return (
    <Box
      component="aside"
      data-testid="messenger-panel"
      sx={{
        width: LIMITS.drawerWidth,
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        bgcolor: 'background.paper',
        height: '100vh',
        position: 'sticky',
        top: 0,
      }}
    >
      <Toolbar variant="dense" sx={{ minHeight: 56 }} />
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        {open && (
          <IconButton size="small" onClick={() => setOpen(null)} aria-label={t('messenger:back')}>
            <ArrowBack fontSize="small" />
          </IconButton>
        )}
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }} noWrap>
          {session ? sessionName(session, language) : t('messenger')}
        </Typography>
      </Stack>
      <Divider />
      {open ? (
        <Box sx={{ p: 1.5, overflow: 'auto', flex: 1 }}>
          <MessageThread sessionid={open} />
        </Box>
      ) : (
        <SessionList selected={null} onSelect={setOpen} />
      )}
    </Box>
  );
}
