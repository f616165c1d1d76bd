import ChatIcon from '@mui/icons-material/ChatOutlined';
import ListIcon from '@mui/icons-material/ListAlt';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import type { ReactElement } from 'react';
import { Box, IconButton, Tab, Tabs, Tooltip } from '@mui/material';
import type { Duration, Language, Message } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { WINDOW_TABS, type WindowLayout, type WindowState, type WindowTab } from '../../src/window/windowApi.js';
import type { SymbolLists } from './Desk.js';
import { MessagesTab } from './MessagesTab.js';
import { SettingsTab } from './SettingsTab.js';
import { StocksTab } from './StocksTab.js';

/** The tab bar: stocks, messages and settings, with the button that shows this column alone or all three. */
const TAB_ICONS: Record<WindowTab, ReactElement> = {
  stocks: <ListIcon fontSize="small" />,
  messages: <ChatIcon fontSize="small" />,
  settings: <SettingsIcon fontSize="small" />,
};

/**
 * Three tabs share the column beside the strip's toggle: each word under its icon, written as it reads rather than in
 * capitals, fits from a column of 240 px on; narrower (down to 200 px) each tab keeps its icon alone, named by its
 * title and its label for assistive technology, rather than letting the words run into each other.
 */
const TAB_LOOK = {
  minWidth: 0,
  minHeight: 56,
  py: 0.5,
  px: 0.5,
  textTransform: 'none',
  fontSize: '0.8125rem',
  lineHeight: 1.2,
  '& .MuiTab-icon': { mb: 0.25 },
  '@container (max-width: 199px)': { '& .tab-label': { display: 'none' } },
} as const;

export function FirstColumn(props: {
  state: WindowState;
  layout: WindowLayout;
  onLayout: (change: Partial<WindowLayout>) => void;
  lists: SymbolLists | null;
  listsError: string | null;
  messages: Message[];
  messagesError: string | null;
  onOpen: (symbol: string, duration?: Duration) => void;
  onLanguage: (language: Language) => void;
  onState: (state: WindowState) => void;
}) {
  const { t } = useTranslation();
  const { layout, onLayout } = props;
  const toggleLabel = layout.firstOnly ? t('allColumns') : t('firstOnly');
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={layout.tab} onChange={(_, tab: WindowTab) => onLayout({ tab })} variant="fullWidth" sx={{ flex: 1, minWidth: 0, containerType: 'inline-size' }}>
          {WINDOW_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              icon={TAB_ICONS[tab]}
              iconPosition="top"
              label={<span className="tab-label">{t(`tabs.${tab}`)}</span>}
              aria-label={t(`tabs.${tab}`)}
              title={t(`tabs.${tab}`)}
              data-testid={`tab-${tab}`}
              sx={TAB_LOOK}
            />
          ))}
        </Tabs>
        <Tooltip title={toggleLabel}>
          <IconButton aria-label={toggleLabel} aria-pressed={layout.firstOnly} onClick={() => onLayout({ firstOnly: !layout.firstOnly })} data-testid="first-only">
            {layout.firstOnly ? <ViewColumnIcon /> : <ViewSidebarIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }} data-testid={`panel-${layout.tab}`}>
        {layout.tab === 'stocks' && <StocksTab lists={props.lists} error={props.listsError} onOpen={props.onOpen} />}
        {layout.tab === 'messages' && <MessagesTab messages={props.messages} error={props.messagesError} onOpen={props.onOpen} />}
        {layout.tab === 'settings' && <SettingsTab state={props.state} language={layout.language} onLanguage={props.onLanguage} onState={props.onState} />}
      </Box>
    </>
  );
}
