import { ContentCopy } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../features/snackbar/snackbar.js';

export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('common');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      snackbar.success(t('copied'));
    } catch {
      snackbar.error(t('copyFailed'));
    }
  }
  return (
    <Tooltip title={t('copy')}>
      <IconButton size="small" onClick={() => void copy()} aria-label={t('copy')}>
        <ContentCopy fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
