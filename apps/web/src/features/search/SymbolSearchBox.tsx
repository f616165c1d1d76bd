import { Search } from '@mui/icons-material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { quotePathOf } from './quotePathOf.js';
import { SymbolField } from './SymbolField.js';
import { searchBoxWidth } from './searchBoxWidth.js';

/**
 * The shell's symbol search: a pick opens the stock's quote screen. Full width, it is the phone's search field,
 * opened by a tap and so focused at once.
 */
export function SymbolSearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <SymbolField
      text={text}
      onType={setText}
      onPick={(picked) => {
        setText('');
        navigate(quotePathOf(picked));
      }}
      testId="symbol-search"
      optionTestId="search-option"
      placeholder={t('placeholder')}
      ariaLabel={t('label')}
      icon={<Search fontSize="small" />}
      autoFocus={fullWidth}
      sx={{ width: searchBoxWidth(fullWidth) }}
    />
  );
}
