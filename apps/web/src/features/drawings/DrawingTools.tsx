import { Adjust, CallMade, CropSquare, DeleteOutlined, Remove, Reorder, TextFields, TrendingUp } from '@mui/icons-material';
import { Divider, Stack } from '@mui/material';
import { DRAWING_KINDS, type DrawingKind, type Duration } from '@signaldesk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { ChartTool } from '../chart/ChartTool.js';
import { drawingMagnet, drawingSession, pickTool, select } from './drawingSession.js';
import { useDrawings } from './useDrawings.js';

const ICONS: Record<DrawingKind, ReactNode> = {
  trend: <TrendingUp fontSize="small" />,
  horizontal: <Remove fontSize="small" />,
  ray: <CallMade fontSize="small" />,
  rectangle: <CropSquare fontSize="small" />,
  fibonacci: <Reorder fontSize="small" />,
  note: <TextFields fontSize="small" />,
};

/** The drawing tools of the chart toolbar: a tool stays picked until its drawing is placed or Esc is pressed. */
export function DrawingTools({ symbol, duration }: { symbol: string; duration: Duration }) {
  const { t } = useTranslation('drawings');
  const session = useStore(drawingSession);
  const magnet = useStore(drawingMagnet);
  const { remove } = useDrawings(symbol, duration);
  const removeSelected = () => {
    if (session.selected) remove.mutate(session.selected, { onSuccess: () => select(null) });
  };
  return (
    // A phone keeps its rows of tools for the chart itself: drawings show there, the tools from a tablet's width up.
    <Stack direction="row" sx={{ alignItems: 'center', display: { xs: 'none', sm: 'flex' } }} data-testid="drawing-tools">
      <Divider orientation="vertical" flexItem sx={{ mr: 0.5 }} />
      {DRAWING_KINDS.map((kind) => (
        <ChartTool
          key={kind}
          title={t(`tools.${kind}`)}
          onClick={() => pickTool(session.tool === kind ? null : kind)}
          active={session.tool === kind}
          testId={`drawing-tool-${kind}`}
        >
          {ICONS[kind]}
        </ChartTool>
      ))}
      <ChartTool title={t('magnet')} onClick={() => drawingMagnet.set(!magnet)} active={magnet} testId="drawing-magnet">
        <Adjust fontSize="small" />
      </ChartTool>
      <ChartTool title={t('delete')} onClick={removeSelected} disabled={session.selected === null} testId="drawing-delete">
        <DeleteOutlined fontSize="small" />
      </ChartTool>
    </Stack>
  );
}
