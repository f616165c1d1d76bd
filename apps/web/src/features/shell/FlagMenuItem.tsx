import { ListItemText, MenuItem, Switch } from '@mui/material';
import type { Store } from '../../app/createStore.js';
import { useStore } from '../../app/useStore.js';

/** A menu row with a switch bound to a localStorage flag. */
export function FlagMenuItem({ flag, label, testId }: { flag: Store<boolean>; label: string; testId: string }) {
  const on = useStore(flag);
  return (
    <MenuItem onClick={() => flag.set(!on)} data-testid={testId}>
      <ListItemText primary={label} />
      <Switch edge="end" size="small" checked={on} tabIndex={-1} slotProps={{ input: { 'aria-label': label } }} />
    </MenuItem>
  );
}
