import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

/** The clipboard is refused outside secure contexts and in some in-app browsers, so failure is shown, not swallowed. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('marketing');
  const [state, setState] = useState<CopyState>('idle');
  const copy = () => {
    // Starting from a resolved promise turns a missing navigator.clipboard (a synchronous throw) into a rejection.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setState('copied'),
        () => setState('failed'),
      );
  };
  const label = { idle: t('contact.copy'), copied: t('contact.copied'), failed: t('contact.copyFailed') }[state];
  return (
    <Button
      size="small"
      variant="outlined"
      color={state === 'failed' ? 'warning' : 'primary'}
      startIcon={state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
      onClick={copy}
    >
      {label}
    </Button>
  );
}
