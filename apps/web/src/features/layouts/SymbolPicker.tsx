import { useState } from 'react';
import { SymbolField } from '../search/SymbolField.js';

/**
 * One chart's symbol box: it shows the chart's symbol, empties when the trader reaches for it and suggests symbols of
 * every market as they type; leaving it without a choice keeps the symbol.
 */
export function SymbolPicker({ symbol, label, onChoose }: { symbol: string; label: string; onChoose: (symbol: string) => void }) {
  // What the trader types; null while they are not, and the box shows the chart's symbol.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <SymbolField
      text={typed ?? symbol}
      onType={setTyped}
      onPick={(picked) => {
        setTyped(null);
        onChoose(picked.symbol);
      }}
      onFocus={() => setTyped('')}
      onBlur={() => setTyped(null)}
      autoHighlight
      testId="layout-symbol"
      optionTestId="layout-symbol-option"
      placeholder={symbol}
      ariaLabel={label}
      sx={{ width: 150 }}
    />
  );
}
