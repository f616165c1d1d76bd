import { IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { ShellTooltip } from './ShellTooltip.js';

interface Props {
  title: string;
  onClick: () => void;
  active?: boolean;
  testId: string;
  children: ReactNode;
}

/** A toolbar icon with the tooltip that names it. */
export function ToolbarButton({ title, onClick, active = false, testId, children }: Props) {
  return (
    <ShellTooltip title={title}>
      <IconButton
        color={active ? 'primary' : 'inherit'}
        onClick={onClick}
        aria-label={title}
        aria-pressed={active}
        data-testid={testId}
      >
        {children}
      </IconButton>
    </ShellTooltip>
  );
}
