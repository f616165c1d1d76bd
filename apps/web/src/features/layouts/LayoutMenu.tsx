import { ArrowDropDown, DeleteOutlined, Save, SpaceDashboard } from '@mui/icons-material';
import { Alert, Button, CircularProgress, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ChartLayout } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { ArrangementIcon } from './ArrangementIcon.js';
import type { ScreenLayout } from './layoutState.js';
import { SaveLayoutDialog } from './SaveLayoutDialog.js';
import { useLayouts } from './useLayouts.js';

interface Props {
  layout: ScreenLayout;
  /** A saved layout opened, or the one on screen saved under a name. */
  onOpen: (layout: ChartLayout) => void;
  /** A saved layout deleted: the one on screen stays, no longer saved when it was this one. */
  onRemoved: (name: string) => void;
}

/** The layout on screen by its name, and the menu of the trader's saved layouts: save as, open, delete. */
export function LayoutMenu({ layout, onOpen, onRemoved }: Props) {
  const { t } = useTranslation('layouts');
  const { layouts, query, save, remove } = useLayouts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const close = () => setAnchor(null);

  const saveAs = (named: ChartLayout) =>
    save.mutateAsync(named).then(() => {
      onOpen(named);
      snackbar.success(t('saved', { name: named.name }));
    });
  const removeLayout = (name: string) =>
    remove.mutate(name, {
      onSuccess: () => {
        onRemoved(name);
        snackbar.success(t('removed', { name }));
      },
      onError: (error) => snackbar.error(errorText(error)),
    });

  const saved = () => {
    if (query.isError) {
      return (
        <Alert
          severity="error"
          sx={{ mx: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
          data-testid="layout-load-failed"
        >
          {t('loadFailed', { msg: errorText(query.error) })}
        </Alert>
      );
    }
    if (query.isPending) {
      return (
        <MenuItem disabled>
          <CircularProgress size={18} />
        </MenuItem>
      );
    }
    if (layouts.length === 0) {
      return (
        <MenuItem disabled data-testid="layout-none">
          {t('none')}
        </MenuItem>
      );
    }
    return layouts.map((one) => (
      <MenuItem
        key={one.name}
        selected={one.name === layout.name}
        onClick={() => {
          close();
          onOpen(one);
        }}
        aria-label={t('openLayout', { name: one.name })}
        data-testid="layout-open"
        data-name={one.name}
      >
        <ListItemIcon>
          <ArrangementIcon arrangement={one.arrangement} />
        </ListItemIcon>
        <ListItemText primary={one.name} secondary={one.charts.map((chart) => chart.symbol).join(' · ')} />
        <IconButton
          edge="end"
          size="small"
          sx={{ ml: 1 }}
          disabled={remove.isPending}
          onClick={(event) => {
            event.stopPropagation();
            removeLayout(one.name);
          }}
          aria-label={t('remove', { name: one.name })}
          data-testid="layout-delete"
          data-name={one.name}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </MenuItem>
    ));
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<SpaceDashboard fontSize="small" />}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        sx={{ maxWidth: 260, textTransform: 'none' }}
        data-testid="layout-menu"
        data-name={layout.name ?? ''}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{layout.name ?? t('unsaved')}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': t('menu') } }}>
        <MenuItem
          onClick={() => {
            close();
            setNaming(true);
          }}
          data-testid="layout-save-as"
        >
          <ListItemIcon>
            <Save fontSize="small" />
          </ListItemIcon>
          {t('saveAs')}
        </MenuItem>
        <Divider />
        {saved()}
      </Menu>
      {naming && <SaveLayoutDialog layout={layout} kept={layouts} onSave={saveAs} onClose={() => setNaming(false)} />}
    </>
  );
}
