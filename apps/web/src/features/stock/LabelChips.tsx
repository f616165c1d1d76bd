import { Chip, Stack } from '@mui/material';
import { type IndexTag, type Label, labelSlug } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { LABEL_HEX } from './labelColours.js';

interface Props {
  labels: readonly Label[];
  /** The built-in index lists, shown before the labels made from stock tags. */
  indices?: readonly IndexTag[];
  /** Slug of the label shown, if any. */
  current: string | undefined;
  /** Where a label leads, and where "all labels" leads. */
  pathOf: (slug: string | undefined) => string;
}

/** The index lists and the labels as chips; the current one is filled. */
export function LabelChips({ labels, indices = [], current, pathOf }: Props) {
  const { t } = useTranslation('stock');
  const [language] = useLanguage();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="label-chips">
      <Chip label={t('allLabels')} component={RouterLink} to={pathOf(undefined)} clickable variant={current ? 'outlined' : 'filled'} />
      {indices.map((index) => (
        <Chip
          key={index.slug}
          label={`${indexName(index, language)} · ${index.count}`}
          component={RouterLink}
          to={pathOf(index.slug)}
          clickable
          color="primary"
          variant={current === index.slug ? 'filled' : 'outlined'}
          data-testid="index-chip"
          data-slug={index.slug}
        />
      ))}
      {labels.map((label) => (
        <Chip
          key={label.id}
          label={`${label.title} · ${label.count}`}
          component={RouterLink}
          to={pathOf(label.slug)}
          clickable
          variant={current === label.slug ? 'filled' : 'outlined'}
          sx={
            current === label.slug
              ? { bgcolor: LABEL_HEX[label.color], color: '#fff' }
              : { borderColor: LABEL_HEX[label.color], color: LABEL_HEX[label.color] }
          }
          data-testid="label-chip"
          data-slug={label.slug}
        />
      ))}
    </Stack>
  );
}

/** An index list's name in the reader's language. */
export const indexName = (index: Pick<IndexTag, 'name' | 'cnname'>, language: string) => (language === 'zh' ? index.cnname : index.name);

/** A stock's tags as small chips in their labels' colours. */
export function TagChips({ tags, labels }: { tags: readonly string[]; labels: readonly Label[] }) {
  const colourOf = (tag: string) => {
    const slug = labelSlug(tag);
    const label = labels.find((l) => l.slug === slug);
    return label ? LABEL_HEX[label.color] : undefined;
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => (
        <Chip key={tag} size="small" label={tag} variant="outlined" sx={{ borderColor: colourOf(tag), color: colourOf(tag) }} />
      ))}
    </Stack>
  );
}
