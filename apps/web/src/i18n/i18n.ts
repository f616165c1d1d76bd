import { pickLanguage } from '@signaldesk/contract';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { legalResources, marketingResources } from '../app/externalPages.js';
import { academyTexts } from '../features/academy/academyTexts.js';
import { accountTexts } from '../features/account/accountTexts.js';
import { annotationsTexts } from '../features/annotations/annotationsTexts.js';
import { calendarTexts } from '../features/calendar/calendarTexts.js';
import { assessTexts } from '../features/assess/assessTexts.js';
import { authTexts } from '../features/auth/authTexts.js';
import { chartTexts } from '../features/chart/chartTexts.js';
import { cloudTexts } from '../features/cloud/cloudTexts.js';
import { drawingsTexts } from '../features/drawings/drawingsTexts.js';
import { errorsTexts } from '../features/errors/errorsTexts.js';
import { extensionTexts } from '../features/extension/extensionTexts.js';
import { feargreedTexts } from '../features/feargreed/feargreedTexts.js';
import { featuredTexts } from '../features/featured/featuredTexts.js';
import { fireTexts } from '../features/fire/fireTexts.js';
import { heatmapTexts } from '../features/heatmap/heatmapTexts.js';
import { messengerTexts } from '../features/messenger/messengerTexts.js';
import { notificationsTexts } from '../features/notifications/notificationsTexts.js';
import { optionsTexts } from '../features/options/optionsTexts.js';
import { searchTexts } from '../features/search/searchTexts.js';
import { quoteTexts } from '../features/quote/quoteTexts.js';
import { rankingTexts } from '../features/ranking/rankingTexts.js';
import { riseFallTexts } from '../features/riseFall/riseFallTexts.js';
import { shellTexts } from '../features/shell/shellTexts.js';
import { stockTexts } from '../features/stock/stockTexts.js';
import { strategyTexts } from '../features/strategy/strategyTexts.js';
import { tickTexts } from '../features/tick/tickTexts.js';
import { paymentsTexts } from '../features/payments/paymentsTexts.js';
import { ticketsTexts } from '../features/tickets/ticketsTexts.js';
import { updateTexts } from '../features/update/updateTexts.js';
import { usersTexts } from '../features/users/usersTexts.js';
import { commonTexts } from './commonTexts.js';
import { messagesResources } from './messagesResources.js';

const namespaces = {
  messages: messagesResources,
  common: commonTexts,
  auth: authTexts,
  account: accountTexts,
  errors: errorsTexts,
  fire: fireTexts,
  chart: chartTexts,
  cloud: cloudTexts,
  drawings: drawingsTexts,
  quote: quoteTexts,
  shell: shellTexts,
  search: searchTexts,
  options: optionsTexts,
  annotations: annotationsTexts,
  strategy: strategyTexts,
  ranking: rankingTexts,
  riseFall: riseFallTexts,
  heatmap: heatmapTexts,
  calendar: calendarTexts,
  feargreed: feargreedTexts,
  stock: stockTexts,
  assess: assessTexts,
  featured: featuredTexts,
  academy: academyTexts,
  tick: tickTexts,
  tickets: ticketsTexts,
  payments: paymentsTexts,
  update: updateTexts,
  users: usersTexts,
  messenger: messengerTexts,
  notifications: notificationsTexts,
  extension: extensionTexts,
  marketing: marketingResources,
  legal: legalResources,
};

function resourcesFor(lang: 'en' | 'zh') {
  return Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, texts[lang]]));
}

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: resourcesFor('en'), zh: resourcesFor('zh') },
    supportedLngs: ['en', 'zh'],
    fallbackLng: 'en',
    initAsync: false,
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: 'language',
      caches: ['localStorage'],
      convertDetectedLanguage: (lng: string) => pickLanguage(lng),
    },
  });

function markDocumentLanguage(lng: string) {
  document.documentElement.lang = pickLanguage(lng) === 'zh' ? 'zh-CN' : 'en';
}

markDocumentLanguage(i18n.language);
i18n.on('languageChanged', markDocumentLanguage);
