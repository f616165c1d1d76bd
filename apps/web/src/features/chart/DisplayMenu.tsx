import { Tune } from '@mui/icons-material';
import { Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { ChartTool } from './ChartTool.js';
import { type ChartSwitches, chartSwitches } from './chartSwitches.js';

const MENU_SWITCHES = ['sine', 'chord', 'kd', 'volume', 'hoverSheet', 'staticSheet', 'sidebarSheet', 'replay'] as const satisfies readonly (keyof ChartSwitches)[];

/** The local display switches that have no tool of their own. */
export function DisplayMenu() {
  const { t } = useTranslation('chart');
  const switches = useStore(chartSwitches);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <ChartTool title={t('tools.display')} onClick={(event) => setAnchor(event.currentTarget)} testId="chart-display">
        <Tune fontSize="small" />
      </ChartTool>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MENU_SWITCHES.map((name) => (
          <MenuItem key={name} dense onClick={() => chartSwitches.toggle(name)} data-testid={`chart-switch-${name}`}>
            <Checkbox size="small" checked={switches[name]} sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={t(`switches.${name}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
