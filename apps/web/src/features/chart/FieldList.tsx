import { Box } from '@mui/material';
import type { ChartCandle, Language } from '@signaldesk/contract';
import { formatFieldValue, priceDigits } from '@signaldesk/format';
import type { FieldDef } from '@signaldesk/indicators';

interface Props {
  fields: readonly FieldDef[];
  candle: ChartCandle;
  /** Names the quoting convention of the prices: a currency pair reads to the pip. */
  symbol: string;
  language: Language;
  /** Minimum width of a name-value cell; the list flows into as many columns as fit. */
  cellWidth: number;
}

/**
 * Name and value of each field, named from the catalogue in the user's language; the meaning shows on hover.
 * The rows are plain elements styled from the list: a hundred styled components per hovered candle cost a frame.
 */
export function FieldList({ fields, candle, symbol, language, cellWidth }: Props) {
  const digits = priceDigits(candle['candle.close'] ?? 0, symbol);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${cellWidth}px, 1fr))`,
        columnGap: 2,
        typography: 'caption',
        // A long name wraps rather than hides its end ("Band order", not "Band or…"); a long value (an enum's
        // label) drops below its name, to the right.
        '& > div': { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1, minWidth: 0 },
        '& dt': { color: 'text.secondary', overflowWrap: 'anywhere' },
        '& dd': { m: 0, ml: 'auto', fontVariantNumeric: 'tabular-nums', textAlign: 'right', overflowWrap: 'anywhere' },
      }}
    >
      {fields.map((field) => (
        <div key={field.id} title={field.meaning[language]}>
          <dt>{field.name[language]}</dt>
          <dd data-field={field.id}>{formatFieldValue(field, candle[field.id] ?? null, language, digits)}</dd>
        </div>
      ))}
    </Box>
  );
}
