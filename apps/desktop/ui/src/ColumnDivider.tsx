import { Box } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_BOUNDS } from '../../src/window/windowApi.js';
import { DIVIDER_WIDTH, type Divider, draggedWidth, keyDelta } from './columnLayout.js';

/** A divider between two columns, dragged with the pointer or moved with the arrow keys when focused. */
export function ColumnDivider({
  divider,
  width,
  otherWidth,
  windowWidth,
  onWidth,
}: {
  divider: Divider;
  width: number;
  otherWidth: number;
  windowWidth: number;
  onWidth: (width: number) => void;
}) {
  const { t } = useTranslation();
  const drag = useRef<{ pointer: number; startX: number; startWidth: number } | null>(null);

  return (
    <Box
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t(divider === 'first' ? 'dividerFirst' : 'dividerThird')}
      aria-valuenow={width}
      aria-valuemin={COLUMN_BOUNDS[divider].min}
      aria-valuemax={COLUMN_BOUNDS[divider].max}
      data-testid={`divider-${divider}`}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { pointer: event.pointerId, startX: event.clientX, startWidth: width };
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (!start || start.pointer !== event.pointerId) return;
        onWidth(draggedWidth(divider, start.startWidth, event.clientX - start.startX, otherWidth, windowWidth));
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onKeyDown={(event) => {
        const delta = keyDelta(event.key, event.shiftKey);
        if (delta === null) return;
        event.preventDefault();
        onWidth(draggedWidth(divider, width, delta, otherWidth, windowWidth));
      }}
      sx={{
        width: DIVIDER_WIDTH,
        flex: 'none',
        cursor: 'col-resize',
        touchAction: 'none',
        bgcolor: 'divider',
        '&:hover, &:focus-visible': { bgcolor: 'primary.dark', outline: 'none' },
      }}
    />
  );
}
