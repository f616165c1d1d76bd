import { createTheme } from '@mui/material';

/** The navigation column's and every drawer's surface, a shade above the page. */
export const DRAWER_BACKGROUND = '#0e1627';

/** A dark trading-desk theme: deep navy surfaces, sky-blue actions, green and red for up and down. */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#38bdf8', dark: '#0284c7', contrastText: '#04121f' },
    secondary: { main: '#a78bfa' },
    success: { main: '#22c55e' },
    error: { main: '#f43f5e' },
    warning: { main: '#f59e0b' },
    background: { default: '#0b1220', paper: '#111a2e' },
    divider: 'rgba(148, 163, 184, 0.16)',
    text: { primary: '#e2e8f0', secondary: '#94a3b8' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "PingFang SC", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiAppBar: { styleOverrides: { root: { backgroundColor: 'rgba(11, 18, 32, 0.85)', backdropFilter: 'blur(8px)' } } },
    MuiDrawer: { styleOverrides: { paper: { backgroundColor: DRAWER_BACKGROUND } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700, color: '#94a3b8' } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
