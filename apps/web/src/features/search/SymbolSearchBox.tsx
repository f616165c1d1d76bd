import { Search } from '@mui/icons-material';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import type { SymbolInfo } from '@signaldesk/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { quotePathOf } from './quotePathOf.js';
import { searchBoxWidth } from './searchBoxWidth.js';

import { loadSymbolSearch, type SymbolSearch, symbolSuggestion } from './symbolSuggestion.js';

/**
 * The shell's symbol search: suggestions while typing, Escape closes, a pick opens the stock's quote screen. Full
 * width, it is the phone's search field, opened by a tap and so focused at once.
 */
export function SymbolSearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation(['search', 'messages']);
  const navigate = useNavigate();
  const [search, setSearch] = useState<SymbolSearch | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const zh = i18n.language.startsWith('zh');

  const prepare = () => {
    if (!search) void loadSymbolSearch().then((loaded) => setSearch(() => loaded));
  };
  const options = useMemo(() => (search ? search(text) : []), [search, text]);

  return (
    <Autocomplete<SymbolInfo, false, false, false>
      size="small"
      sx={{ width: searchBoxWidth(fullWidth) }}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(info) => info.symbol}
      isOptionEqualToValue={(a, b) => a.symbol === b.symbol}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setText(value);
      }}
      onChange={(_, picked) => {
        if (!picked) return;
        setText('');
        setOpen(false);
        navigate(quotePathOf(picked));
      }}
      open={open && text.trim() !== '' && search !== null}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onFocus={prepare}
      noOptionsText={t('messages:noMatchingStock')}
      renderOption={(props, info) => symbolSuggestion(props, info, zh, 'search-option')}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('placeholder')}
          autoFocus={fullWidth}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('label'), 'data-testid': 'symbol-search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
