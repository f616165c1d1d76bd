import { useTranslation } from 'react-i18next';
import { NotYetAvailable } from '../features/errors/NotYetAvailable.js';

/** An app route whose market-analysis screen is built in a later milestone. */
export function AppScreen({ id }: { id: string }) {
  const { t } = useTranslation('shell');
  return <NotYetAvailable title={t(`nav.${id}`)} />;
}
