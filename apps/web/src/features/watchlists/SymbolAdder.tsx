import { Add } from '@mui/icons-material';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolField } from '../search/SymbolField.js';

interface Props {
  /** The list's named sections; the symbol may go to the top or into one of them. */
  sections: readonly string[];
  onAdd: (symbol: string, section: string) => void;
}

/** The app's symbol search, a pick adding the symbol to the chosen section instead of opening its chart. */
export function SymbolAdder({ sections, onAdd }: Props) {
  const { t } = useTranslation('watchlist');
  const [text, setText] = useState('');
  const [section, setSection] = useState('');
  const into = sections.includes(section) ? section : '';

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <SymbolField
        text={text}
        onType={setText}
        onPick={(picked) => {
          setText('');
          onAdd(picked.symbol, into);
        }}
        testId="watchlist-add-symbol"
        optionTestId="watchlist-symbol-option"
        placeholder={t('addSymbol')}
        ariaLabel={t('addSymbol')}
        icon={<Add fontSize="small" />}
        sx={{ width: { xs: 1, sm: 260 } }}
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
