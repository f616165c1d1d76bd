import { messagesIn } from './messagesIn.js';

/** The contract's product texts as the i18next namespace "messages". */
export const en = messagesIn('en');
