import { Close } from '@mui/icons-material';
import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  width: number;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

export function RightDrawer({ open, title, width, onClose, testId, children }: Props) {
  const { t } = useTranslation('common');
  return (
    // Above the app bar, which itself sits above the navigation drawer; otherwise the bar would hide this title.
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: width } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }} data-testid={testId}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('close')}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, flex: 1, overflow: 'auto' }}>
        <Suspense>{children}</Suspense>
      </Box>
    </Drawer>
  );
}
