export const en = {
  title: 'A new version is available',
  text: 'Upgrade now to load the new version; the page reloads once it is installed.',
  current: 'Current version: {{version}}',
  next: 'New version: {{version}}',
  upgrading: 'Upgrading',
  later: 'Upgrade later',
  now: 'Upgrade now',
  updated: 'Updated to version {{version}}',
};
