/** The right-side drawers and the option-chain sheet the toolbar opens. */
export type DrawerId = 'userInfo' | 'notifications' | 'calendar' | 'stockCloud' | 'optionChain';
