/** The marketing and legal pages, built in their own feature folders; the app imports them only through here. */
export { AgreementPage } from '../features/legal/AgreementPage.js';
export { legalResources } from '../features/legal/i18n.js';
export { ContactPage } from '../features/marketing/ContactPage.js';
export { DesktopBuildPage } from '../features/marketing/DesktopBuildPage.js';
export { DownloadPage } from '../features/marketing/DownloadPage.js';
export { InAppBrowserAlert } from '../features/marketing/InAppBrowserAlert.js';
export { LandingPage } from '../features/marketing/LandingPage.js';
export { MembershipCard } from '../features/marketing/MembershipCard.js';
export { marketingResources } from '../features/marketing/i18n.js';
export { PricingPage } from '../features/marketing/PricingPage.js';
export { QasPage } from '../features/marketing/QasPage.js';
