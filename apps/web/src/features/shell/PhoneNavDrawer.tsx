import { Drawer } from '@mui/material';
import { NAV_WIDTH } from './NavDrawer.js';
import { NavMenu } from './NavMenu.js';

export function PhoneNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: NAV_WIDTH, boxSizing: 'border-box' } } }}>
      <NavMenu collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
