import { Chip, Stack } from '@mui/material';
import { type Label, labelSlug } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LABEL_HEX } from './labelColours.js';

interface Props {
  labels: readonly Label[];
  /** Slug of the label shown, if any. */
  current: string | undefined;
  /** Where a label leads, and where "all labels" leads. */
  pathOf: (slug: string | undefined) => string;
}

/** The labels as coloured chips; the current one is filled. */
export function LabelChips({ labels, current, pathOf }: Props) {
  const { t } = useTranslation('stock');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="label-chips">
      <Chip label={t('allLabels')} component={RouterLink} to={pathOf(undefined)} clickable variant={current ? 'outlined' : 'filled'} />
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
