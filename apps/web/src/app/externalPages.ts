/**
 * The marketing and legal pages, built in their own feature folders; the app imports them only through here,
 * except the router, which loads each page on demand straight from its folder so none of them is in the shell,
 * and i18n, which gathers their texts with every feature's (`i18n/languages`).
 */
export { InAppBrowserAlert } from '../features/marketing/InAppBrowserAlert.js';
export { LandingPage } from '../features/marketing/LandingPage.js';
export { MembershipCard } from '../features/marketing/MembershipCard.js';
