import { ExpandLess, ExpandMore } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { paneSizes } from './paneSizes.js';
import type { PaneLayout } from './usePaneLayout.js';

/** A collapse or expand button at the top right of each lower pane, left of its price axis. */
export function PaneToggles({ layout }: { layout: PaneLayout }) {
  const { t } = useTranslation('chart');
  const sizes = useStore(paneSizes);
  return layout.boxes.map(({ pane, top }) => {
    // An indicator's pane goes with its legend's remove button rather than a collapse of its own.
    if (pane === 'price' || pane === 'indicator') return null;
    const collapsed = sizes[pane].collapsed;
    const title = t(collapsed ? 'panes.expand' : 'panes.collapse', { pane: t(`panes.names.${pane}`) });
    return (
      <Tooltip key={pane} title={title}>
        <IconButton
          size="small"
          onClick={() => paneSizes.toggle(pane)}
          aria-label={title}
          aria-expanded={!collapsed}
          data-testid="pane-toggle"
          data-pane={pane}
          sx={{ position: 'absolute', top, right: layout.scaleWidth + 4, zIndex: 2, p: 0.25, bgcolor: 'background.paper', '&:hover': { bgcolor: 'action.hover' } }}
        >
          {collapsed ? <ExpandMore fontSize="small" /> : <ExpandLess fontSize="small" />}
        </IconButton>
      </Tooltip>
    );
  });
}
