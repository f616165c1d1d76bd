import { Add } from '@mui/icons-material';
import { Autocomplete, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import type { SymbolInfo } from '@signaldesk/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { loadSymbolSearch, type SymbolSearch, symbolSuggestion } from '../search/symbolSuggestion.js';

interface Props {
  /** The list's named sections; the symbol may go to the top or into one of them. */
  sections: readonly string[];
  onAdd: (symbol: string, section: string) => void;
}

/** The app's symbol search, a pick adding the symbol to the chosen section instead of opening its chart. */
export function SymbolAdder({ sections, onAdd }: Props) {
  const { t } = useTranslation(['watchlist', 'messages']);
  const [language] = useLanguage();
  const [search, setSearch] = useState<SymbolSearch | null>(null);
  const [text, setText] = useState('');
  const [section, setSection] = useState('');
  const options = useMemo(() => (search ? search(text) : []), [search, text]);
  const into = sections.includes(section) ? section : '';

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Autocomplete<SymbolInfo, false, false, false>
        size="small"
        sx={{ width: { xs: 1, sm: 260 } }}
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
          onAdd(picked.symbol, into);
        }}
        open={text.trim() !== '' && search !== null}
        onFocus={() => {
          if (!search) void loadSymbolSearch().then((loaded) => setSearch(() => loaded));
        }}
        noOptionsText={t('messages:noMatchingStock')}
        renderOption={(props, info) => symbolSuggestion(props, info, language === 'zh', 'watchlist-symbol-option')}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={t('addSymbol')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('addSymbol'), 'data-testid': 'watchlist-add-symbol' },
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <Add fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      {sections.length > 0 && (
        <TextField
          select
          size="small"
          label={t('addTo')}
          value={into}
          onChange={(event) => setSection(event.target.value)}
          sx={{ minWidth: 160 }}
          data-testid="watchlist-add-into"
        >
          {['', ...sections].map((name) => (
            <MenuItem key={name} value={name} data-testid="watchlist-add-into-option" data-section={name}>
              {name === '' ? t('topSection') : name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
