export const en = {
  state: {
    disconnected: 'Realtime notifications: off',
    connected: 'Realtime notifications: connected',
    error: 'Realtime notifications: connection failed',
  },
  centreEmpty: 'No notifications yet.',
  turnOnBell: 'Turn on the realtime bell in the settings menu to hear alerts as they come.',
  openMessenger: 'Open the messenger',
  unread: 'Unread',
};
