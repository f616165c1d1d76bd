import { Stack } from '@mui/material';
import { Suspense } from 'react';
import { useStore } from '../../app/useStore.js';
import { snackbar } from './snackbar.js';
import { shellPart } from '../shell/shellPart.js';

// Fetched with the first message, so the shell's first download carries none of it; its timer starts once shown.
const SnackbarMessage = shellPart('SnackbarMessage');

export function SnackbarHost() {
  const items = useStore(snackbar.items);
  return (
    <Stack
      role="status"
      aria-live="polite"
      spacing={1}
      sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      <Suspense>
        {items.map((item) => (
          <SnackbarMessage key={item.id} item={item} />
        ))}
      </Suspense>
    </Stack>
  );
}
