import { Stack, Typography } from '@mui/material';
import type { SymbolInfo } from '@signaldesk/contract';
import type { HTMLAttributes, Key } from 'react';

export type SymbolSearch = (text: string) => SymbolInfo[];

/** The universe and its index are a chunk of their own, fetched when the trader first reaches for a symbol box. */
export const loadSymbolSearch = (): Promise<SymbolSearch> => import('./searchSymbols.js').then((module) => module.searchSymbols);

/** One suggestion of a symbol box: the ticker, then the name in the interface's language. */
export function symbolSuggestion(
  { key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key },
  info: SymbolInfo,
  zh: boolean,
  testId: string,
) {
  return (
    <li key={key} {...props} data-testid={testId} data-symbol={info.symbol}>
      <Stack direction="row" spacing={1.5} sx={{ width: 1, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600, minWidth: 84 }}>{info.symbol}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {zh ? info.cnname : info.name}
        </Typography>
      </Stack>
    </li>
  );
}
