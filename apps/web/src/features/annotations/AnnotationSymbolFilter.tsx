import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { submitHandler } from '../../components/submitHandler.js';

/** Opens one symbol's annotations, or all of them again. */
export function AnnotationSymbolFilter({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('annotations');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(symbol ?? '');
  const go = () => {
    const wanted = typed.trim().toUpperCase();
    navigate(wanted ? `/apps/annotion/symbol/${encodeURIComponent(wanted)}` : '/apps/annotion');
  };

  return (
    <Stack direction="row" spacing={1} component="form" onSubmit={submitHandler(go)}>
      <TextField
        size="small"
        label={t('admin.symbolFilter')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'annotation-admin-symbol' } }}
      />
      {symbol && (
        <Button component={RouterLink} to="/apps/annotion">
          {t('admin.showAll')}
        </Button>
      )}
    </Stack>
  );
}
