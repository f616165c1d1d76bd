import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface Imported {
  added: number;
  unknown: readonly string[];
  dropped: readonly string[];
}

/** What an import or an add did: how many symbols went in, which were not known, and which favourites made room. */
export function ImportReport({ report, onClose }: { report: Imported; onClose: () => void }) {
  const { t } = useTranslation('watchlist');
  const missed = report.unknown.length + report.dropped.length > 0;
  return (
    <Alert severity={missed ? 'warning' : 'success'} onClose={onClose} data-testid="watchlist-import-report" data-added={report.added}>
      {[
        t('csv.report', { added: report.added }),
        report.unknown.length > 0 && t('csv.unknown', { symbols: report.unknown.join(', ') }),
        report.dropped.length > 0 && t('csv.dropped', { symbols: report.dropped.join(', ') }),
      ]
        .filter(Boolean)
        .join(' ')}
    </Alert>
  );
}
