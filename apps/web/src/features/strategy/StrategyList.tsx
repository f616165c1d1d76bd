import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { PlayArrow } from '@mui/icons-material';
import { IconButton, List, ListItemButton, ListItemText, ListSubheader, Stack, Tooltip, Typography } from '@mui/material';
import type { Strategy } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  strategies: Strategy[];
  selected: string | null;
  onSelect: (sid: string | null) => void;
  onEdit: (strategy: Strategy) => void;
  onDelete: (strategy: Strategy) => void;
  onTest: (strategy: Strategy) => void;
}

/** The trader's saved strategies; picking one runs it in the seek list. */
export function StrategyList({ strategies, selected, onSelect, onEdit, onDelete, onTest }: Props) {
  const { t } = useTranslation('strategy');
  return (
    <List dense subheader={<ListSubheader disableSticky>{t('mine')}</ListSubheader>} data-testid="strategy-list">
      <ListItemButton selected={selected === null} onClick={() => onSelect(null)} data-testid="strategy-all">
        <ListItemText primary={t('allSymbols')} />
      </ListItemButton>
      {strategies.map((strategy) => (
        <Stack key={strategy.sid} direction="row" sx={{ alignItems: 'center' }}>
          <ListItemButton selected={selected === strategy.sid} onClick={() => onSelect(strategy.sid)} data-testid="strategy-item" data-name={strategy.name}>
            <ListItemText primary={strategy.name} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
          <Tooltip title={t('testAlert')}>
            <IconButton size="small" onClick={() => onTest(strategy)} aria-label={t('testAlert')} data-testid="strategy-test-alert">
              <NotificationsActiveOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('forwardTest')}>
            <IconButton size="small" component={Link} to={`/apps/paper?forward=${encodeURIComponent(strategy.sid)}`} aria-label={t('forwardTest')} data-testid="strategy-forward-test">
              <PlayArrow fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('edit')}>
            <IconButton size="small" onClick={() => onEdit(strategy)} aria-label={t('edit')} data-testid="strategy-edit">
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('delete')}>
            <IconButton size="small" onClick={() => onDelete(strategy)} aria-label={t('delete')} data-testid="strategy-delete">
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      {strategies.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('noStrategies')}
        </Typography>
      )}
    </List>
  );
}
