import { messagesIn } from './messagesIn.js';

export const zh = messagesIn('zh');
