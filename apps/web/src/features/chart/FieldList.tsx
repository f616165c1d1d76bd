import { Box } from '@mui/material';
import type { ChartCandle, Language } from '@signaldesk/contract';
import type { FieldDef } from '@signaldesk/indicators';
import { formatFieldValue } from './formatFieldValue.js';

interface Props {
  fields: readonly FieldDef[];
  candle: ChartCandle;
  language: Language;
  /** Minimum width of a name-value cell; the list flows into as many columns as fit. */
  cellWidth: number;
}

/**
 * Name and value of each field, named from the catalogue in the user's language; the meaning shows on hover.
 * The rows are plain elements styled from the list: a hundred styled components per hovered candle cost a frame.
 */
export function FieldList({ fields, candle, language, cellWidth }: Props) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${cellWidth}px, 1fr))`,
        columnGap: 2,
        typography: 'caption',
        '& > div': { display: 'flex', justifyContent: 'space-between', gap: 1, minWidth: 0 },
        '& dt': { color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        '& dd': { m: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
      }}
    >
      {fields.map((field) => (
        <div key={field.id} title={field.meaning[language]}>
          <dt>{field.name[language]}</dt>
          <dd data-field={field.id}>{formatFieldValue(field, candle[field.id] ?? null, language)}</dd>
        </div>
      ))}
    </Box>
  );
}
