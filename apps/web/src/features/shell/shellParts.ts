/**
 * The parts of the app's frame its first screen does without, as one module fetched once, beside or after that
 * screen. Fetched one by one, the MUI components they share with the screens came as dozens of small files, and the
 * chart screen alone waited for 76 of them.
 */
export { default as Tooltip } from '@mui/material/Tooltip';
export { TrialOfferAlert } from '../account/TrialOfferAlert.js';
export { InAppBrowserNotices } from '../marketing/InAppBrowserNotices.js';
export { NotificationBridge } from '../notifications/NotificationBridge.js';
export { SymbolSearchBox } from '../search/SymbolSearchBox.js';
export { SnackbarMessage } from '../snackbar/SnackbarMessage.js';
export { NewVersionDialog } from '../update/NewVersionDialog.js';
export { DebugMenuList } from './DebugMenuList.js';
export { MarketSourceChip } from './MarketSourceChip.js';
export { PhoneMenuList } from './PhoneMenuList.js';
export { PhoneNavDrawer } from './PhoneNavDrawer.js';
export { RegionSelect } from './RegionSelect.js';
export { SettingsMenuList } from './SettingsMenuList.js';
export { ShellDrawers } from './ShellDrawers.js';
