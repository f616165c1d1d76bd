import { CHART_LAYOUT_LIMITS, type ChartLayout, layoutNameField } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { NamingDialog } from '../../components/NamingDialog.js';
import { chartIndicators } from '../indicators/chartIndicators.js';
import { layoutToKeep, type ScreenLayout } from './layoutState.js';

interface Props {
  layout: ScreenLayout;
  kept: readonly ChartLayout[];
  onSave: (layout: ChartLayout) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Names the layout on screen and saves it; a name the trader has already replaces that layout, as the dialog says
 * before. Each chart is saved with the indicators it shows. A refusal (the limit of layouts, a symbol the server does not know) shows under the name.
 */
export function SaveLayoutDialog({ layout, kept, onSave, onClose }: Props) {
  const { t } = useTranslation('layouts');
  return (
    <NamingDialog
      namespace="layouts"
      title={t('saveTitle')}
      initial={layout.name ?? ''}
      rule={layoutNameField}
      hint={(typed) => (kept.some((saved) => saved.name === typed.trim()) ? t('replaces') : t('count', { count: kept.length, limit: CHART_LAYOUT_LIMITS.layouts }))}
      onSave={(name) => onSave(layoutToKeep(layout, name, chartIndicators.get()))}
      onClose={onClose}
      testIds={{ dialog: 'layout-save-dialog', input: 'layout-name', save: 'layout-save', hint: 'layout-name-help' }}
    />
  );
}
