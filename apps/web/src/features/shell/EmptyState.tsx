import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function EmptyState({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6, color: 'text.secondary', textAlign: 'center' }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
