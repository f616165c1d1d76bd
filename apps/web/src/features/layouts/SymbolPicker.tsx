import { Autocomplete, TextField } from '@mui/material';
import type { SymbolInfo } from '@signaldesk/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSymbolSearch, type SymbolSearch, symbolSuggestion } from '../search/symbolSuggestion.js';

/**
 * One chart's symbol box: it shows the chart's symbol, empties when the trader reaches for it and suggests symbols of
 * every market as they type; leaving it without a choice keeps the symbol.
 */
export function SymbolPicker({ symbol, label, onChoose }: { symbol: string; label: string; onChoose: (symbol: string) => void }) {
  const { t, i18n } = useTranslation(['layouts', 'messages']);
  const [search, setSearch] = useState<SymbolSearch | null>(null);
  // What the trader types; null while they are not, and the box shows the chart's symbol.
  const [typed, setTyped] = useState<string | null>(null);
  const options = useMemo(() => (search && typed?.trim() ? search(typed) : []), [search, typed]);
  return (
    <Autocomplete<SymbolInfo, false, false, false>
      size="small"
      sx={{ width: 150 }}
      autoHighlight
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(info) => info.symbol}
      value={null}
      inputValue={typed ?? symbol}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setTyped(value);
      }}
      onChange={(_, picked) => {
        setTyped(null);
        if (picked) onChoose(picked.symbol);
      }}
      onFocus={() => {
        setTyped('');
        if (!search) void loadSymbolSearch().then((loaded) => setSearch(() => loaded));
      }}
      onBlur={() => setTyped(null)}
      noOptionsText={t('messages:noMatchingStock')}
      renderOption={(props, info) => symbolSuggestion(props, info, i18n.language.startsWith('zh'), 'layout-symbol-option')}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={symbol}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label, 'data-testid': 'layout-symbol' } }}
        />
      )}
    />
  );
}
