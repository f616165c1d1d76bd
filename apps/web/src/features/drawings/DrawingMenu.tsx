import { AddAlert, DeleteOutlined, EditNote } from '@mui/icons-material';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { Drawing, Duration } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { drawingAlertKinds, drawingCondition } from '../alerts/chartAlerts.js';
import { useQuickAlert } from '../alerts/useQuickAlert.js';

interface Props {
  drawing: Drawing;
  symbol: string;
  duration: Duration;
  anchor: { left: number; top: number };
  onRemove: () => void;
  onEditNote: () => void;
  onClose: () => void;
}

const ALERT_LABELS = { line: 'alerts:chartMenu.alertOnLine', enters: 'alerts:chartMenu.alertEnters', leaves: 'alerts:chartMenu.alertLeaves' } as const;

/** A drawing's own menu, opened by a right-click or a long-press on it: an alert on its line or band, its note, delete. */
export function DrawingMenu({ drawing, symbol, duration, anchor, onRemove, onEditNote, onClose }: Props) {
  const { t } = useTranslation(['drawings', 'alerts']);
  const quick = useQuickAlert(symbol, duration);
  const kinds = drawingAlertKinds(drawing);
  const then = (command: () => void) => () => {
    onClose();
    command();
  };
  return (
    <Menu open onClose={onClose} anchorReference="anchorPosition" anchorPosition={anchor} data-testid="drawing-context-menu">
      {kinds.map((kind) => (
        <MenuItem
          key={kind}
          dense
          onClick={then(() => {
            const condition = drawingCondition(drawing, kind);
            if (condition) quick(condition);
          })}
          data-testid={`drawing-alert-${kind}`}
        >
          <ListItemIcon>
            <AddAlert fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t(ALERT_LABELS[kind])} />
        </MenuItem>
      ))}
      {kinds.length > 0 && <Divider />}
      {drawing.kind === 'note' && (
        <MenuItem dense onClick={then(onEditNote)}>
          <ListItemIcon>
            <EditNote fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('menu.editText')} />
        </MenuItem>
      )}
      <MenuItem dense onClick={then(onRemove)}>
        <ListItemIcon>
          <DeleteOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('menu.delete')} />
      </MenuItem>
    </Menu>
  );
}
