import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { indexName } from '../stock/LabelChips.js';
import { useLabels } from '../stock/useLabels.js';

/** One tag a run may trade: an index list or a stock label, with how many stocks it brings. */
interface TagOption {
  slug: string;
  title: string;
  count: number;
  group: 'indices' | 'labels';
}

interface Props {
  tag: string;
  error: string | undefined;
  onChange: (tag: string) => void;
}

/**
 * The run's tag, offered from the index lists and the stock labels the product holds; a typed tag is taken as it is,
 * as the server compares tags by their slug.
 */
export function TagPicker({ tag, error, onChange }: Props) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const labels = useLabels();
  const options: TagOption[] = [
    ...(labels.data?.indices ?? []).map((index) => ({ slug: index.slug, title: indexName(index, language), count: index.count, group: 'indices' as const })),
    ...(labels.data?.list ?? []).map((label) => ({ slug: label.slug, title: label.title, count: label.count, group: 'labels' as const })),
  ];
  const picked = options.find((option) => option.slug === tag);
  return (
    <Autocomplete<TagOption, false, false, true>
      freeSolo
      size="small"
      sx={{ width: 280 }}
      options={options}
      groupBy={(option) => t(`form.tagGroups.${option.group}`)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
      inputValue={picked?.title ?? tag}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') onChange(value);
      }}
      onChange={(_, chosen) => {
        if (chosen && typeof chosen !== 'string') onChange(chosen.slug);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} data-testid={`run-tag-option-${option.slug}`}>
          {t('form.tagOption', { title: option.title, count: option.count })}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.universes.tag')}
          error={error !== undefined}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'run-tag' } }}
        />
      )}
    />
  );
}
