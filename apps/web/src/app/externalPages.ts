/**
 * The marketing and legal pages, built in their own feature folders; the app imports them only through here,
 * except the router, which loads each page on demand straight from its folder so none of them is in the shell,
 * i18n, which gathers their texts with every feature's (`i18n/languages`), and the root, which shows the in-app
 * browser alert straight from its module: importing this module would bring the landing page into the shell.
 */
export { LandingPage } from '../features/marketing/LandingPage.js';
export { MembershipCard } from '../features/marketing/MembershipCard.js';
