import { Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { QUOTE_COLUMNS, type WatchlistColumn } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldColumnPicker } from './FieldColumnPicker.js';
import { IndicatorColumnPicker } from './IndicatorColumnPicker.js';
import { sameColumn } from './watchlistColumns.js';

const KINDS = ['quote', 'earnings', 'field', 'indicator'] as const;

interface Props {
  columns: readonly WatchlistColumn[];
  /** The list shows as many columns as it may. */
  disabled: boolean;
  onAdd: (column: WatchlistColumn) => void;
}

/** A new column of one of the four kinds; a column the list shows already is not offered again. */
export function AddColumn({ columns, disabled, onAdd }: Props) {
  const { t } = useTranslation('watchlist');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('quote');
  const shown = (column: WatchlistColumn) => columns.some((existing) => sameColumn(existing, column));
  const simple = (column: WatchlistColumn, label: string, testId: string, field?: string) => (
    <Button key={label} variant="outlined" size="small" disabled={disabled || shown(column)} onClick={() => onAdd(column)} data-testid={testId} data-field={field}>
      {label}
    </Button>
  );

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_, next) => next && setKind(next)} sx={{ flexWrap: 'wrap' }}>
        {KINDS.map((option) => (
          <ToggleButton key={option} value={option} data-testid={`column-kind-${option}`}>
            {t(`columns.kinds.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {kind === 'quote' && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {QUOTE_COLUMNS.map((field) => simple({ kind: 'quote', field }, t(`quote.${field}`), 'column-add-quote', field))}
        </Stack>
      )}
      {kind === 'earnings' && <Stack direction="row">{simple({ kind: 'earnings' }, t('earnings'), 'column-add-earnings')}</Stack>}
      {kind === 'field' && <FieldColumnPicker shown={shown} disabled={disabled} onAdd={onAdd} />}
      {kind === 'indicator' && <IndicatorColumnPicker columns={columns} shown={shown} disabled={disabled} onAdd={onAdd} />}
    </Stack>
  );
}
