/**
 * The marketing and legal pages, built in their own feature folders; the app imports them only through here,
 * except the router, which loads each page on demand straight from its folder so none of them is in the shell.
 */
export { legalResources } from '../features/legal/i18n.js';
export { InAppBrowserAlert } from '../features/marketing/InAppBrowserAlert.js';
export { LandingPage } from '../features/marketing/LandingPage.js';
export { MembershipCard } from '../features/marketing/MembershipCard.js';
export { marketingResources } from '../features/marketing/i18n.js';
