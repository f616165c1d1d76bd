import type { TooltipProps } from '@mui/material';
import { Suspense } from 'react';
import { shellPart } from './shellPart.js';

const Tooltip = shellPart('Tooltip');

/**
 * MUI's tooltip for the shell's bar and menu, fetched beside the first screen rather than in its download (it brings
 * the popper engine): until it arrives the element it names shows on its own, then is drawn again inside it. The
 * elements carry their own labels, so nothing a screen reader hears changes.
 */
export function ShellTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
