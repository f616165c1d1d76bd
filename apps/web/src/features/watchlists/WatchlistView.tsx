import { PlaylistAdd } from '@mui/icons-material';
import { Alert, Button, Stack } from '@mui/material';
import type { Watchlist, WatchlistItem } from '@signaldesk/contract';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createStore } from '../../app/createStore.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { downloadBlob } from '../chart/downloadBlob.js';
import { EmptyState } from '../shell/EmptyState.js';
import { snackbar } from '../snackbar/snackbar.js';
import { ColumnsDialog } from './ColumnsDialog.js';
import { type Imported, ImportReport } from './ImportReport.js';
import { ListToolbar } from './ListToolbar.js';
import { LiveValues } from './LiveValues.js';
import { listName } from './listName.js';
import { NameDialog } from './NameDialog.js';
import type { ValuesBySymbol } from './SymbolRow.js';
import { useWatchlistActions } from './useWatchlists.js';
import { WatchlistTable } from './WatchlistTable.js';
import { watchlistCsv } from './watchlistCsv.js';
import { type Landing, moveSymbol, sameOrder, sectionsOf } from './watchlistSections.js';
import { nextSort, type SortKey, type SortValue, sortSections, sortValue, type ViewSort } from './watchlistSort.js';

type OpenDialog =
  | { dialog: 'rename' | 'delete' | 'addSection' | 'columns' }
  | { dialog: 'renameSection' | 'removeSection'; section: string };

/** One list: its toolbar, its table with live values, and the dialogs that change it. */
export function WatchlistView({ list }: { list: Watchlist }) {
  const { t } = useTranslation(['watchlist', 'messages']);
  const [language] = useLanguage();
  const navigate = useNavigate();
  const actions = useWatchlistActions();
  const quiet = useWatchlistActions({ reportErrors: false });
  const [sort, setSort] = useState<ViewSort | null>(null);
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [report, setReport] = useState<Imported | null>(null);
  const name = listName(list, t);
  const close = () => setOpen(null);

  // The table's rows write their figures from here themselves, so a tick renders neither the table nor its rows.
  const [valuesStore] = useState(() => createStore<ValuesBySymbol>(new Map()));
  const view = useRef<HTMLDivElement>(null);
  const arranged = useMemo(() => sectionsOf(list), [list]);
  // Unsorted, the view is the trader's order and a tick leaves it alone; sorted, each tick's values may reorder it.
  const sortedValues = useSyncExternalStore(valuesStore.subscribe, () => (sort ? valuesStore.get() : null));
  const shown = useMemo(() => {
    const nameOf = (item: WatchlistItem) => (language === 'zh' && item.cnname ? item.cnname : item.name);
    const readingOf = (item: WatchlistItem, key: SortKey): SortValue =>
      key === 'symbol' ? item.symbol : key === 'name' ? nameOf(item) : sortValue(sortedValues?.get(item.symbol)?.[key]);
    return sortSections(arranged, sort, readingOf);
  }, [arranged, sort, sortedValues, language]);

  // The table's callbacks stay the same from tick to tick, so that a tick does not render the table again.
  const order = actions.order.mutate;
  const move = useCallback(
    (symbol: string, landing: Landing) => {
      const next = moveSymbol(arranged, symbol, landing);
      if (!sameOrder(arranged, next)) order({ list, sections: next });
    },
    [arranged, list, order],
  );
  const drop = actions.drop.mutate;
  const remove = useCallback(
    (symbol: string) => drop({ id: list.id, symbols: [symbol] }, { onSuccess: () => snackbar.success(t('row.removed', { symbol })) }),
    [drop, list.id, t],
  );
  const sortBy = useCallback((key: SortKey) => setSort((current) => nextSort(current, key)), []);
  const renameSection = useCallback((section: string) => setOpen({ dialog: 'renameSection', section }), []);
  const removeSection = useCallback((section: string) => setOpen({ dialog: 'removeSection', section }), []);
  // The toolbar's too, so that a tick does not render the toolbar and its symbol search again.
  const openDialog = useCallback((dialog: 'rename' | 'delete' | 'addSection' | 'columns') => setOpen({ dialog }), []);
  const addSymbol = actions.add.mutate;
  const add = useCallback(
    (symbol: string, section: string) =>
      addSymbol(
        { id: list.id, symbols: [symbol], section },
        {
          onSuccess: (reply) => {
            if (reply.added > 0) snackbar.success(t('added', { symbol }));
            if (reply.unknown.length + reply.dropped.length > 0) setReport(reply);
          },
        },
      ),
    [addSymbol, list.id, t],
  );
  const importCsv = actions.importCsv.mutate;
  const importFile = useCallback(
    (file: File) =>
      file.text().then(
        (csv) => importCsv({ id: list.id, csv }, { onSuccess: setReport }),
        () => snackbar.error(t('csv.unreadable')),
      ),
    [importCsv, list.id, t],
  );
  const exportCsv = useCallback(
    () => downloadBlob(new Blob([watchlistCsv(list.items, language)], { type: 'text/csv' }), `${name}.csv`),
    [list.items, language, name],
  );
  const otherSections = (section = '') => ({ names: list.sections.filter((other) => other !== section), text: t('section.taken') });

  return (
    <Stack ref={view} data-testid="watchlist-view" data-id={list.id}>
      <ListToolbar list={list} name={name} onOpen={openDialog} onAdd={add} onImport={importFile} onExport={exportCsv} />
      <Stack spacing={1} sx={{ px: 2, pb: 1, '&:empty': { display: 'none' } }}>
        {report && <ImportReport report={report} onClose={() => setReport(null)} />}
        {sort && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => setSort(null)} data-testid="watchlist-clear-sort">
                {t('clearSort')}
              </Button>
            }
          >
            {t('sortedHint')}
          </Alert>
        )}
        <LiveValues list={list} values={valuesStore} view={view} />
      </Stack>
      {list.items.length === 0 && list.sections.length === 0 ? (
        <EmptyState icon={<PlaylistAdd fontSize="large" />} text={t('empty')} />
      ) : (
        <WatchlistTable
          list={list}
          arranged={arranged}
          shown={shown}
          sort={sort}
          values={valuesStore}
          onSort={sortBy}
          onMove={move}
          onRemove={remove}
          onRenameSection={renameSection}
          onRemoveSection={removeSection}
        />
      )}
      {open?.dialog === 'rename' && (
        <NameDialog title={t('renameTitle')} initial={list.name} onSave={(next) => quiet.update.mutateAsync({ id: list.id, name: next })} onClose={close} />
      )}
      {open?.dialog === 'addSection' && (
        <NameDialog
          title={t('section.addTitle')}
          taken={otherSections()}
          onSave={(section) => quiet.update.mutateAsync({ id: list.id, sections: [...list.sections, section] })}
          onClose={close}
        />
      )}
      {open?.dialog === 'renameSection' && (
        <NameDialog
          title={t('section.renameTitle')}
          initial={open.section}
          taken={otherSections(open.section)}
          onSave={(to) => quiet.renameSection.mutateAsync({ list, from: open.section, to })}
          onClose={close}
        />
      )}
      {open?.dialog === 'columns' && <ColumnsDialog list={list} onClose={close} />}
      <ConfirmDialog
        open={open?.dialog === 'delete'}
        title={t('deleteTitle')}
        text={t('deleteText', { name })}
        confirmLabel={t('delete')}
        busy={actions.remove.isPending}
        onConfirm={() =>
          actions.remove.mutate(list.id, {
            onSuccess: () => {
              snackbar.success(t('deleted'));
              navigate('/apps/watchlist');
            },
          })
        }
        onClose={close}
      />
      <ConfirmDialog
        open={open?.dialog === 'removeSection'}
        title={t('section.removeTitle')}
        text={open?.dialog === 'removeSection' ? t('section.removeText', { name: open.section }) : ''}
        confirmLabel={t('section.removeConfirm')}
        busy={actions.update.isPending}
        onConfirm={() =>
          open?.dialog === 'removeSection' &&
          actions.update.mutate({ id: list.id, sections: list.sections.filter((section) => section !== open.section) }, { onSuccess: close })
        }
        onClose={close}
      />
    </Stack>
  );
}
