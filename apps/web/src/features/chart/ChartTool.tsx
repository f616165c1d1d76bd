import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

interface Props {
  title: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  active?: boolean;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}

/** One icon tool of the chart toolbar; a switch shows pressed while on. */
export function ChartTool({ title, onClick, active, disabled, testId, children }: Props) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton
          size="small"
          onClick={onClick}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          aria-label={title}
          aria-pressed={active === undefined ? undefined : active}
          data-testid={testId}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
