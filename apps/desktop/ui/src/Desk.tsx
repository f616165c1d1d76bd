import { Alert, Box } from '@mui/material';
import type { Duration, Message, Stock } from '@signaldesk/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listsReplySchema, WINDOW_PATHS, type WindowLayout, type WindowState } from '../../src/window/windowApi.js';
import { ChartColumn } from './ChartColumn.js';
import { ColumnDivider } from './ColumnDivider.js';
import { shownWidths } from './columnLayout.js';
import { FirstColumn } from './FirstColumn.js';
import { i18n } from './i18n.js';
import { RiseFallContext } from './riseFallContext.js';
import { TodayColumn } from './TodayColumn.js';
import { useStripWindow } from './useStripWindow.js';
import { useWindowLayout } from './useWindowLayout.js';
import { windowCall } from './windowCall.js';

export interface SymbolLists {
  follows: Stock[];
  favourites: Stock[];
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const resized = () => setWidth(window.innerWidth);
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return width;
}

/** The signed-in window: the tab bar, the chart and the Today column side by side, as the trader left them. */
export function Desk({ state, messages, messagesError, onState }: { state: WindowState; messages: Message[]; messagesError: string | null; onState: (state: WindowState) => void }) {
  const { t } = useTranslation();
  const [layout, changeLayout] = useWindowLayout(state.layout);
  const windowWidth = useWindowWidth();
  const widths = shownWidths(layout, windowWidth);
  useStripWindow(layout.firstOnly, layout.firstWidth);
  const [lists, setLists] = useState<SymbolLists | null>(null);
  const [listsError, setListsError] = useState<string | null>(null);

  useEffect(() => {
    windowCall(WINDOW_PATHS.lists, listsReplySchema)
      .then(setLists)
      .catch((error: Error) => setListsError(error.message));
  }, []);

  const openChart = useCallback(
    (symbol: string, duration?: Duration) => changeLayout({ symbol, ...(duration ? { duration } : {}), firstOnly: false }),
    [changeLayout],
  );

  const chooseLanguage = (language: WindowLayout['language']) => {
    void i18n.changeLanguage(language);
    changeLayout({ language });
  };

  return (
    <RiseFallContext value={state.riseFall}>
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {state.offline && (
        <Alert severity="warning" sx={{ borderRadius: 0 }} data-testid="offline-banner">
          {t('offlineBanner')}
        </Alert>
      )}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Box
          component="section"
          data-testid="column-first"
          sx={{ width: layout.firstOnly ? 'auto' : widths.first, flex: layout.firstOnly ? 1 : 'none', minWidth: 0, display: 'flex', flexDirection: 'column' }}
        >
          <FirstColumn
            state={state}
            layout={layout}
            onLayout={changeLayout}
            lists={lists}
            listsError={listsError}
            messages={messages}
            messagesError={messagesError}
            onOpen={openChart}
            onLanguage={chooseLanguage}
            onState={onState}
          />
        </Box>
        {/* Hidden rather than removed while only the first column shows, so the chart is not fetched again. */}
        <Box sx={{ display: layout.firstOnly ? 'none' : 'contents' }}>
          <ColumnDivider
            divider="first"
            width={widths.first}
            otherWidth={widths.third}
            windowWidth={windowWidth}
            onWidth={(firstWidth) => changeLayout({ firstWidth })}
          />
          <Box component="section" data-testid="column-chart" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <ChartColumn
              symbol={layout.symbol}
              duration={layout.duration}
              lists={lists}
              onChange={(symbol, duration) => changeLayout({ symbol, duration })}
            />
          </Box>
          <ColumnDivider
            divider="third"
            width={widths.third}
            otherWidth={widths.first}
            windowWidth={windowWidth}
            onWidth={(thirdWidth) => changeLayout({ thirdWidth })}
          />
          <Box component="section" data-testid="column-today" sx={{ width: widths.third, flex: 'none', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <TodayColumn messages={messages} messagesError={messagesError} onOpen={openChart} />
          </Box>
        </Box>
      </Box>
    </Box>
    </RiseFallContext>
  );
}
