import { Stack } from '@mui/material';
import { useStore } from '../../app/useStore.js';
import { snackbar } from './snackbar.js';
import { SnackbarMessage } from './SnackbarMessage.js';

export function SnackbarHost() {
  const items = useStore(snackbar.items);
  return (
    <Stack
      role="status"
      aria-live="polite"
      spacing={1}
      sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      {items.map((item) => (
        <SnackbarMessage key={item.id} item={item} />
      ))}
    </Stack>
  );
}
