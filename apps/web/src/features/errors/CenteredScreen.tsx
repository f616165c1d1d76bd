import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A full-height centred column for splash, status and error screens. */
export function CenteredScreen({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        background: (theme) =>
          `radial-gradient(circle at 50% 0%, ${theme.palette.primary.dark}33, transparent 60%), ${theme.palette.background.default}`,
      }}
    >
      {children}
    </Box>
  );
}
