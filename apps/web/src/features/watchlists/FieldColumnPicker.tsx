import { Button, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import type { Duration, WatchlistColumn } from '@signaldesk/contract';
import { CATALOGUE, type FieldDef } from '@signaldesk/indicators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { DurationSelect } from './DurationSelect.js';
import { SearchField } from './SearchField.js';
import { fieldDurations } from './watchlistColumns.js';

interface Props {
  /** Whether a column is one the list shows already. */
  shown: (column: WatchlistColumn) => boolean;
  disabled: boolean;
  onAdd: (column: WatchlistColumn) => void;
}

/** A field of the screener's catalogue, found by its name in either language or its id, at one of its durations. */
export function FieldColumnPicker({ shown, disabled, onAdd }: Props) {
  const { t } = useTranslation(['watchlist', 'strategy']);
  const [language] = useLanguage();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<FieldDef | null>(null);
  const [duration, setDuration] = useState<Duration>('1d');
  const wanted = query.trim().toLocaleLowerCase();
  const found = CATALOGUE.filter((field) => !wanted || [field.id, field.name.en, field.name.zh].some((name) => name.toLocaleLowerCase().includes(wanted)));
  const durations = picked ? fieldDurations(picked) : [];
  const column: WatchlistColumn | null = picked && durations.includes(duration) ? { kind: 'field', field: picked.id, duration } : null;

  const pick = (field: FieldDef) => {
    setPicked(field);
    const offered = fieldDurations(field);
    if (!offered.includes(duration)) setDuration(offered[0] ?? '1d');
  };

  return (
    <Stack spacing={1.5}>
      <SearchField label={t('columns.searchField')} value={query} onChange={setQuery} testId="column-field-search" />
      <List dense sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {found.map((field) => (
          <ListItemButton key={field.id} selected={picked?.id === field.id} onClick={() => pick(field)} data-testid="column-field-option" data-field={field.id}>
            <ListItemText primary={field.name[language]} secondary={t(`strategy:groups.${field.group}`)} />
          </ListItemButton>
        ))}
        {found.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('columns.noMatch', { query: query.trim() })}
          </Typography>
        )}
      </List>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {picked ? (
          <DurationSelect value={duration} options={durations} onChange={setDuration} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t('columns.pickField')}
          </Typography>
        )}
        <Button
          variant="outlined"
          disabled={disabled || !column || shown(column)}
          onClick={() => column && onAdd(column)}
          data-testid="column-add"
        >
          {t('columns.addThis')}
        </Button>
      </Stack>
    </Stack>
  );
}
