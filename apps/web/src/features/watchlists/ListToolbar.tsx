import { CreateNewFolderOutlined, DeleteOutlined, Download, EditOutlined, UploadFile, ViewColumnOutlined } from '@mui/icons-material';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { Watchlist } from '@signaldesk/contract';
import { type ChangeEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolAdder } from './SymbolAdder.js';

interface Props {
  list: Watchlist;
  name: string;
  /** Opens the dialog of one of the toolbar's buttons. */
  onOpen: (dialog: 'rename' | 'delete' | 'addSection' | 'columns') => void;
  onAdd: (symbol: string, section: string) => void;
  onImport: (file: File) => void;
  onExport: () => void;
}

/** The list's name and what can be done to it; the built-in lists keep their names and cannot be deleted. */
export const ListToolbar = memo(function ListToolbar({ list, name, onOpen, onAdd, onImport, onExport }: Props) {
  const { t } = useTranslation('watchlist');
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again imports it again.
    event.target.value = '';
    if (file) onImport(file);
  };

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }} data-testid="watchlist-name">
          {name}
        </Typography>
        {list.kind === 'own' && (
          <>
            <Tooltip title={t('rename')}>
              <IconButton size="small" aria-label={t('rename')} onClick={() => onOpen('rename')} data-testid="watchlist-rename">
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('delete')}>
              <IconButton size="small" aria-label={t('delete')} onClick={() => onOpen('delete')} data-testid="watchlist-delete">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', rowGap: 1 }}>
        <SymbolAdder sections={list.sections} onAdd={onAdd} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button size="small" startIcon={<CreateNewFolderOutlined />} onClick={() => onOpen('addSection')} data-testid="watchlist-add-section">
            {t('section.add')}
          </Button>
          <Button size="small" startIcon={<ViewColumnOutlined />} onClick={() => onOpen('columns')} data-testid="watchlist-columns">
            {t('columns.button')}
          </Button>
          <Button size="small" component="label" startIcon={<UploadFile />} data-testid="watchlist-import">
            {t('csv.import')}
            <input hidden type="file" accept=".csv,text/csv,text/plain" onChange={picked} data-testid="watchlist-import-file" />
          </Button>
          <Button size="small" startIcon={<Download />} onClick={onExport} data-testid="watchlist-export">
            {t('csv.export')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
});
