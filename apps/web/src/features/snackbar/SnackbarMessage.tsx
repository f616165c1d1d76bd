import { Alert, Slide } from '@mui/material';
import { useEffect } from 'react';
import { snackbar } from './snackbar.js';
import type { SnackbarItem } from './snackbarQueue.js';

export function SnackbarMessage({ item }: { item: SnackbarItem }) {
  useEffect(() => {
    const timer = setTimeout(() => snackbar.dismiss(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [item.id, item.durationMs]);

  return (
    <Slide direction="right" in mountOnEnter>
      <Alert
        variant="filled"
        severity={item.variant}
        onClose={() => snackbar.dismiss(item.id)}
        sx={{ minWidth: 280, maxWidth: 480, boxShadow: 6 }}
      >
        {item.message}
      </Alert>
    </Slide>
  );
}
