import { Autocomplete, TextField } from '@mui/material';
import type { SymbolInfo } from '@signaldesk/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { loadSymbolSearch, type SymbolSearch, symbolSuggestion } from '../search/symbolSuggestion.js';

interface Props {
  symbol: string;
  error: string | undefined;
  onChange: (symbol: string, info: SymbolInfo | null) => void;
}

/** One symbol for the run, suggested as the app's symbol search suggests it; a typed symbol is taken as it is. */
export function SymbolPicker({ symbol, error, onChange }: Props) {
  const { t, i18n } = useTranslation(['cloud', 'messages']);
  const [search, setSearch] = useState<SymbolSearch | null>(null);
  const options = useMemo(() => (search && symbol.trim() !== '' ? search(symbol) : []), [search, symbol]);
  const zh = i18n.language.startsWith('zh');
  return (
    <Autocomplete<SymbolInfo, false, false, true>
      freeSolo
      size="small"
      sx={{ width: 280 }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(info) => (typeof info === 'string' ? info : info.symbol)}
      inputValue={symbol}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') onChange(value, null);
      }}
      onChange={(_, picked) => {
        if (picked && typeof picked !== 'string') onChange(picked.symbol, picked);
      }}
      onFocus={() => {
        if (!search) void loadSymbolSearch().then((loaded) => setSearch(() => loaded));
      }}
      renderOption={(props, info) => symbolSuggestion(props, info, zh, 'run-symbol-option')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.universes.symbol')}
          error={error !== undefined}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'run-symbol' } }}
        />
      )}
    />
  );
}
