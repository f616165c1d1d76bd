import { DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography, useTheme } from '@mui/material';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_HEIGHT } from './watchlistTableStyle.js';

interface Props {
  name: string;
  count: number;
  /** Cells the row spans: the whole table's width. */
  span: number;
  /** A dragged symbol is over the header, so it would land first in this section. */
  targeted: boolean;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onRename: () => void;
  onRemove: () => void;
}

/** A section's header across the table: its name and count, and a place to drop a symbol into it. */
export function SectionRow({ name, count, span, targeted, onDragOver, onDrop, onRename, onRemove }: Props) {
  const { t } = useTranslation('watchlist');
  const theme = useTheme();
  return (
    <TableRow
      onDragOver={onDragOver}
      onDrop={onDrop}
      sx={{ height: SECTION_HEIGHT, bgcolor: 'action.hover', boxShadow: targeted ? `inset 0 0 0 2px ${theme.palette.primary.main}` : undefined }}
      data-testid="watchlist-section"
      data-section={name}
    >
      <TableCell colSpan={span} sx={{ py: 0.5 }}>
        {/* Sticky, so the name and its buttons stay in view while a phone scrolls the table sideways. */}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', position: 'sticky', left: 8, width: 'fit-content' }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }} data-testid="watchlist-section-name">
            {name === '' ? t('topSection') : name}
          </Typography>
          <Chip size="small" label={count} />
          {name !== '' && (
            <>
              <Tooltip title={t('section.rename', { name })}>
                <IconButton size="small" aria-label={t('section.rename', { name })} onClick={onRename} data-testid="watchlist-section-rename">
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('section.remove', { name })}>
                <IconButton size="small" aria-label={t('section.remove', { name })} onClick={onRemove} data-testid="watchlist-section-remove">
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
