import { Box } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** The real field's width, or for a select sized by its words, the least it takes. */
  width: { fixed: number | string | Record<string, number | string> } | { least: number };
  height: number;
  /** The field's words: a placeholder is dimmed, a chosen value is not. */
  dimmed: boolean;
  children: ReactNode;
}

/**
 * The look of a small outlined field, shown in the app bar while the real one (MUI's text fields) is fetched after
 * the first screen. It is not a field, so nothing can be typed or chosen in it and it is hidden from screen readers.
 */
export function FieldStandIn({ width, height, dimmed, children }: Props) {
  return (
    <Box
      aria-hidden
      sx={{
        ...('fixed' in width ? { width: width.fixed } : { minWidth: width.least }),
        height,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: '14px',
        border: 1,
        borderColor: 'action.disabled',
        borderRadius: 1,
        color: dimmed ? 'text.disabled' : 'text.primary',
        typography: 'body1',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}
