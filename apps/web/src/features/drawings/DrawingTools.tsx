import { Adjust, CallMade, CropSquare, DeleteOutlined, Draw, EditNote, Remove, Reorder, TextFields, TrendingUp } from '@mui/icons-material';
import { Box, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import { DRAWING_KINDS, type DrawingKind, type Duration } from '@signaldesk/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { ChartTool } from '../chart/ChartTool.js';
import { drawingMagnet, drawingSession, editNote, pickTool, select } from './drawingSession.js';
import { useDrawings } from './useDrawings.js';

const ICONS: Record<DrawingKind, ReactNode> = {
  trend: <TrendingUp fontSize="small" />,
  horizontal: <Remove fontSize="small" />,
  ray: <CallMade fontSize="small" />,
  rectangle: <CropSquare fontSize="small" />,
  fibonacci: <Reorder fontSize="small" />,
  note: <TextFields fontSize="small" />,
};

/**
 * The drawing tools of the chart toolbar: a tool stays picked until its drawing is placed or Esc is pressed. From a
 * tablet's width up they are a group of buttons; a phone has one button for them, whose menu keeps the toolbar's rows.
 */
export function DrawingTools({ symbol, duration }: { symbol: string; duration: Duration }) {
  const { t } = useTranslation('drawings');
  const session = useStore(drawingSession);
  const magnet = useStore(drawingMagnet);
  const { drawings, remove } = useDrawings(symbol, duration);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const selectedNote = drawings.find((drawing) => drawing.id === session.selected && drawing.kind === 'note') ?? null;
  const toggle = (kind: DrawingKind) => pickTool(session.tool === kind ? null : kind);
  const removeSelected = () => {
    if (session.selected) remove.mutate(session.selected, { onSuccess: () => select(null) });
  };
  const editSelected = () => {
    if (selectedNote) editNote(selectedNote.id);
  };
  /** A menu command also closes the menu, so that the next tap is on the chart. */
  const fromMenu = (command: () => void) => () => {
    setMenu(null);
    command();
  };
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', display: { xs: 'none', sm: 'flex' } }} data-testid="drawing-tools">
        <Divider orientation="vertical" flexItem sx={{ mr: 0.5 }} />
        {DRAWING_KINDS.map((kind) => (
          <ChartTool key={kind} title={t(`tools.${kind}`)} onClick={() => toggle(kind)} active={session.tool === kind} testId={`drawing-tool-${kind}`}>
            {ICONS[kind]}
          </ChartTool>
        ))}
        <ChartTool title={t('magnet')} onClick={() => drawingMagnet.set(!magnet)} active={magnet} testId="drawing-magnet">
          <Adjust fontSize="small" />
        </ChartTool>
        <ChartTool title={t('editText')} onClick={editSelected} disabled={selectedNote === null} testId="drawing-edit-text">
          <EditNote fontSize="small" />
        </ChartTool>
        <ChartTool title={t('delete')} onClick={removeSelected} disabled={session.selected === null} testId="drawing-delete">
          <DeleteOutlined fontSize="small" />
        </ChartTool>
      </Stack>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <ChartTool title={t('draw')} onClick={(event) => setMenu(event.currentTarget)} active={session.tool !== null} testId="drawing-menu">
          <Draw fontSize="small" />
        </ChartTool>
      </Box>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)} data-testid="drawing-menu-list">
        {DRAWING_KINDS.map((kind) => (
          <MenuItem key={kind} dense selected={session.tool === kind} onClick={fromMenu(() => toggle(kind))}>
            <ListItemIcon>{ICONS[kind]}</ListItemIcon>
            <ListItemText primary={t(`tools.${kind}`)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem dense selected={magnet} onClick={fromMenu(() => drawingMagnet.set(!magnet))} aria-checked={magnet} role="menuitemcheckbox">
          <ListItemIcon>
            <Adjust fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('menu.magnet')} />
        </MenuItem>
        <MenuItem dense disabled={selectedNote === null} onClick={fromMenu(editSelected)}>
          <ListItemIcon>
            <EditNote fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('menu.editText')} />
        </MenuItem>
        <MenuItem dense disabled={session.selected === null} onClick={fromMenu(removeSelected)}>
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('menu.delete')} />
        </MenuItem>
      </Menu>
    </>
  );
}
