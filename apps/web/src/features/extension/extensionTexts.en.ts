export const en = {
  connectTitle: 'Browser extension',
  connectHelp:
    'The browser extension signs in from here: it gets a session of its own, listed below, that you can end alone. Install it first from the download page.',
  connect: 'Connect browser extension',
  connecting: 'Handing a one-time code to the extension…',
  connected: 'The browser extension is connected. Its session is listed below.',
  notInstalled: 'No SignalDesk extension answered in this browser. Install it from the download page, reload this page and try again.',
  install: 'How to install it',
  installTitle: 'Install the browser extension',
  installSubtitle: 'For Chrome and Edge, built for this site ({{site}}).',
  download: 'Download the extension (zip)',
  missing: 'This site does not offer the browser extension yet. SignalDesk works in your browser meanwhile; ask support when you need the extension.',
  missingNoContact: 'This site does not offer the browser extension yet. SignalDesk works in your browser meanwhile.',
  stepUnzip: 'Download the zip and unzip it into a folder you keep: the browser loads the extension from there.',
  stepDeveloper: 'Open chrome://extensions (in Edge: edge://extensions) and switch on Developer mode.',
  stepLoad: 'Press “Load unpacked” and choose the unzipped folder. Pin SignalDesk to the toolbar if you like.',
  stepConnect:
    'Sign in here with an active membership, open User info in the top bar, then Account settings, and press “Connect browser extension”. No password or code to type: the extension takes a one-time code from this page.',
  stepUse:
    'Badges appear beside symbols on quote sites ($AAPL, 600519, 0700.HK); a click shows the panel and chart. The toolbar button searches symbols and counts unread alerts, which also arrive as browser notifications.',
  revoke: 'The extension’s session is listed among your sessions in user info and can be ended on its own.',
  back: 'Back to downloads',
};
