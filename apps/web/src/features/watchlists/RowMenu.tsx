import { ArrowDownward, ArrowUpward, DeleteOutlined, DriveFileMove, SwapVert } from '@mui/icons-material';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type Landing, type Section, stepLanding } from './watchlistSections.js';

interface Props {
  anchor: HTMLElement;
  symbol: string;
  /** The sections in the trader's order, which the moves follow. */
  sections: readonly Section[];
  /** Up and down follow the trader's order, which a sorted view does not show. */
  sorted: boolean;
  onMove: (landing: Landing) => void;
  onRemove: () => void;
  /** Opens the paper order ticket; null for a symbol paper accounts do not trade. */
  onTrade: (() => void) | null;
  onClose: () => void;
}

/** A row's paper trade, and its moves and removal: the keyboard's way to do what a drag does. */
export function RowMenu({ anchor, symbol, sections, sorted, onMove, onRemove, onTrade, onClose }: Props) {
  const { t } = useTranslation('watchlist');
  const up = stepLanding(sections, symbol, -1);
  const down = stepLanding(sections, symbol, 1);
  const current = sections.find((section) => section.items.some((item) => item.symbol === symbol))?.name;
  const act = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Menu anchorEl={anchor} open onClose={onClose} data-testid="watchlist-row-actions">
      {onTrade && (
        <MenuItem onClick={act(onTrade)} data-testid="watchlist-row-trade">
          <ListItemIcon>
            <SwapVert fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('row.trade', { symbol })}</ListItemText>
        </MenuItem>
      )}
      {onTrade && <Divider />}
      <MenuItem disabled={sorted || !up} onClick={act(() => up && onMove(up))} data-testid="watchlist-move-up">
        <ListItemIcon>
          <ArrowUpward fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('row.moveUp')}</ListItemText>
      </MenuItem>
      <MenuItem disabled={sorted || !down} onClick={act(() => down && onMove(down))} data-testid="watchlist-move-down">
        <ListItemIcon>
          <ArrowDownward fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('row.moveDown')}</ListItemText>
      </MenuItem>
      {sections
        .filter((section) => section.name !== current)
        .map((section) => (
          <MenuItem key={section.name} onClick={act(() => onMove({ section: section.name, before: null }))} data-testid="watchlist-move-to" data-section={section.name}>
            <ListItemIcon>
              <DriveFileMove fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('row.moveTo', { section: section.name === '' ? t('topSection') : section.name })}</ListItemText>
          </MenuItem>
        ))}
      <Divider />
      <MenuItem onClick={act(onRemove)} data-testid="watchlist-row-remove">
        <ListItemIcon>
          <DeleteOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('row.remove')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
