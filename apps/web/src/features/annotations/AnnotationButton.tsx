import { EditNote } from '@mui/icons-material';
import { Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import type { Annotation, Duration } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnotationDialog } from './AnnotationDialog.js';
import { useAnnotations } from './useAnnotations.js';

interface Props {
  symbol: string;
  duration: Duration;
  /** The candle a new annotation marks; the current moment, so the latest candle, when the chart names none. */
  ts?: number | undefined;
}

type Open = { kind: 'new'; ts: number } | { kind: 'edit'; annotation: Annotation };

/** The chart toolbar's annotation button: this chart's list, each opening its dialog, and New annotation. */
export function AnnotationButton({ symbol, duration, ts }: Props) {
  const { t, i18n } = useTranslation('annotations');
  const annotations = useAnnotations(symbol, duration);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const choose = (next: Open) => {
    setAnchor(null);
    setOpen(next);
  };

  return (
    <>
      <Tooltip title={t('button')}>
        <IconButton size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('button')} data-testid="annotation-button">
          <EditNote fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { dense: true } }}>
        <MenuItem onClick={() => choose({ kind: 'new', ts: ts ?? Math.floor(Date.now() / 1000) })} data-testid="annotation-new-item">
          {t('newAnnotation')}
        </MenuItem>
        <Divider />
        {annotations.length === 0 && <MenuItem disabled>{t('noneYet')}</MenuItem>}
        {annotations.map((annotation) => (
          <MenuItem key={annotation.aid} onClick={() => choose({ kind: 'edit', annotation })} data-testid="annotation-item">
            <ListItemText primary={annotation.title || t('untitled')} secondary={formatDate(annotation.ts, i18n.language)} />
          </MenuItem>
        ))}
      </Menu>
      {open && (
        <AnnotationDialog
          key={open.kind === 'edit' ? open.annotation.aid : 'new'}
          symbol={symbol}
          duration={duration}
          ts={open.kind === 'new' ? open.ts : open.annotation.ts}
          annotation={open.kind === 'edit' ? open.annotation : null}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
