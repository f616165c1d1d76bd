import { Forum } from '@mui/icons-material';
import { Box, Divider, Stack, TextField, Toolbar, Typography } from '@mui/material';
import { LIMITS } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.js';

/** The messenger side panel: a session rail and a message list, shown when the sidebar setting is on. */
export function MessengerPanel() {
  const { t } = useTranslation('shell');
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
      }}
    >
      <Toolbar variant="dense" sx={{ minHeight: 56 }} />
      <Stack spacing={1} sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('messenger')}
        </Typography>
        <TextField size="small" placeholder={t('messengerFilter')} slotProps={{ htmlInput: { 'aria-label': t('messengerFilter') } }} />
      </Stack>
      <Divider />
      <EmptyState icon={<Forum fontSize="large" />} text={t('messengerEmpty')} />
    </Box>
  );
}
