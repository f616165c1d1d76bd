import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { i18n } from '../i18n/i18n.js';
import { queryClient } from './queryClient.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { routes } from './router.js';
import { theme } from './theme.js';

function Routes() {
  return useRoutes(routes);
}

/**
 * The router is the declarative one: the app loads no data through it, and its data router would add some 17 KB
 * (gzip) to the first download and hold the whole first screen until the page's own code had arrived.
 */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <RouteErrorBoundary>
              <Routes />
            </RouteErrorBoundary>
          </BrowserRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
