import { Add } from '@mui/icons-material';
import { Button, Stack, TextField } from '@mui/material';
import { findSymbol } from '@signaldesk/market-data/universe';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitHandler } from '../../components/submitHandler.js';

/** Adds a symbol of the universe to the tick list; an unknown one is named in the field instead. */
export function TickSymbolAdder({ onAdd }: { onAdd: (symbol: string) => void }) {
  const { t } = useTranslation(['tick', 'messages']);
  const [typed, setTyped] = useState('');
  const [unknown, setUnknown] = useState<string | null>(null);
  const add = () => {
    const info = findSymbol(typed.trim());
    if (!info) {
      setUnknown(typed.trim());
      return;
    }
    onAdd(info.symbol);
    setTyped('');
  };

  return (
    <Stack direction="row" spacing={1} component="form" onSubmit={submitHandler(add)} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('symbol')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setUnknown(null);
        }}
        error={unknown !== null}
        helperText={unknown === null ? undefined : t('messages:unknownSymbol', { symbol: unknown })}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', 'data-testid': 'tick-symbol' } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" startIcon={<Add />} disabled={typed.trim() === ''} data-testid="tick-add">
        {t('add')}
      </Button>
    </Stack>
  );
}
