import { Close } from '@mui/icons-material';
import { Alert, Button, IconButton, Slide } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { snackbar } from './snackbar.js';
import type { SnackbarItem } from './snackbarQueue.js';

export function SnackbarMessage({ item }: { item: SnackbarItem }) {
  const { t } = useTranslation('common');
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
        // An action takes the place of the close button, so both are given.
        action={
          item.action && (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  snackbar.dismiss(item.id);
                  item.action?.run();
                }}
                data-testid="snackbar-action"
              >
                {item.action.label}
              </Button>
              <IconButton color="inherit" size="small" aria-label={t('close')} onClick={() => snackbar.dismiss(item.id)}>
                <Close fontSize="small" />
              </IconButton>
            </>
          )
        }
        sx={{ minWidth: 280, maxWidth: 480, boxShadow: 6 }}
      >
        {item.message}
      </Alert>
    </Slide>
  );
}
