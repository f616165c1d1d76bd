import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack spacing={1.5} component="section" data-testid={testId}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.8 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
