import type { SymbolInfo } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { SymbolField } from '../search/SymbolField.js';

interface Props {
  symbol: string;
  error: string | undefined;
  onChange: (symbol: string, info: SymbolInfo | null) => void;
}

/** One symbol for the run, suggested as the app's symbol search suggests it; a typed symbol is taken as it is. */
export function SymbolPicker({ symbol, error, onChange }: Props) {
  const { t } = useTranslation('cloud');
  return (
    <SymbolField
      freeSolo
      text={symbol}
      onType={(typed) => onChange(typed, null)}
      onPick={(picked) => onChange(picked.symbol, picked)}
      testId="run-symbol"
      optionTestId="run-symbol-option"
      label={t('form.universes.symbol')}
      error={error !== undefined}
      helperText={error}
      sx={{ width: 280 }}
    />
  );
}
