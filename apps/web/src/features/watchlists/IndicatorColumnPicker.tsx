import { Button, List, ListItemButton, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type Duration, INDICATOR_NAMES, type MessageKey, type WatchlistColumn } from '@signaldesk/contract';
import type { IndicatorId } from '@signaldesk/indicators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { IndicatorSettingsFields } from '../indicators/IndicatorSettingsFields.js';
import { searchIndicators } from '../indicators/indicatorStorage.js';
import { checkSettings, defaultDraft, type SettingsDraft } from '../indicators/settingsForm.js';
import { DurationSelect } from './DurationSelect.js';
import { SearchField } from './SearchField.js';
import { COLUMN_DURATIONS, columnLines, indicatorColumn } from './watchlistColumns.js';

interface Props {
  columns: readonly WatchlistColumn[];
  /** Whether a column is one the list shows already. */
  shown: (column: WatchlistColumn) => boolean;
  disabled: boolean;
  onAdd: (column: WatchlistColumn) => void;
}

interface Picked {
  indicator: IndicatorId;
  draft: SettingsDraft;
  errors: Record<string, MessageKey>;
  line: string;
}

/**
 * A standard indicator found as the chart's Indicators dialog finds it, with the chart's settings form, the line a
 * column shows (for an indicator of several) and the candles it reads.
 */
export function IndicatorColumnPicker({ columns, shown, disabled, onAdd }: Props) {
  const { t } = useTranslation(['watchlist', 'indicators']);
  const [language] = useLanguage();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [duration, setDuration] = useState<Duration>('1d');
  const found = searchIndicators(query, language);
  const ids = [...found.price, ...found.pane];
  const lines = picked ? columnLines(picked.indicator) : [];
  const checked = picked && checkSettings(picked.indicator, picked.draft);
  const column = picked && checked?.ok ? indicatorColumn(columns, picked.indicator, checked.settings, picked.line, duration) : null;

  const pick = (indicator: IndicatorId) =>
    setPicked({ indicator, draft: defaultDraft(indicator), errors: {}, line: columnLines(indicator)[0] ?? indicator });
  const add = () => {
    if (!picked || !checked) return;
    if (!checked.ok) return setPicked({ ...picked, errors: checked.errors });
    if (column) onAdd(column);
  };

  return (
    <Stack spacing={1.5}>
      <SearchField label={t('columns.searchIndicator')} value={query} onChange={setQuery} testId="column-indicator-search" />
      <List dense sx={{ maxHeight: 200, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {ids.map((id) => (
          <ListItemButton key={id} selected={picked?.indicator === id} onClick={() => pick(id)} data-testid="column-indicator-option" data-indicator={id}>
            <ListItemText primary={INDICATOR_NAMES[id][language]} secondary={INDICATOR_NAMES[id].short} />
          </ListItemButton>
        ))}
        {ids.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('columns.noMatch', { query: query.trim() })}
          </Typography>
        )}
      </List>
      {picked ? (
        <>
          <IndicatorSettingsFields
            indicator={picked.indicator}
            draft={picked.draft}
            errors={picked.errors}
            onChange={(draft) => setPicked({ ...picked, draft, errors: {} })}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {lines.length > 1 && (
              <TextField
                select
                size="small"
                label={t('columns.line')}
                value={picked.line}
                onChange={(event) => setPicked({ ...picked, line: event.target.value })}
                sx={{ minWidth: 140 }}
                data-testid="column-line"
              >
                {lines.map((line) => (
                  <MenuItem key={line} value={line}>
                    {t(`indicators:lines.${line}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <DurationSelect value={duration} options={COLUMN_DURATIONS} onChange={setDuration} />
          </Stack>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('columns.pickIndicator')}
        </Typography>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" disabled={disabled || !picked || (column !== null && shown(column))} onClick={add} data-testid="column-add">
          {t('columns.addThis')}
        </Button>
      </Stack>
    </Stack>
  );
}
