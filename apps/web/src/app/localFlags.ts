import { createLocalFlag } from './createLocalFlag.js';

/** The user options the spec keeps locally (default off), super's request-debug switch and toolbar toggles. */
export const localFlags = {
  realtimeNotify: createLocalFlag('realtimeNotify'),
  soundEffect: createLocalFlag('soundEffect'),
  messengerSidebar: createLocalFlag('messengerSidebar'),
  requestDebug: createLocalFlag('requestDebug'),
  helpLine: createLocalFlag('helpline'),
  scrollChart: createLocalFlag('scrollChart'),
  navCollapsed: createLocalFlag('navCollapsed'),
};
