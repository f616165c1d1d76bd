/** Words several screens share: buttons, role names and ticket tier names. */
export const en = {
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  copyFailed: 'Could not copy to the clipboard',
  search: 'Search',
  rowsPerPage: 'Rows per page',
  shownRows: '{{from}}–{{to}} of {{count}}',
  roles: { none: 'Guest', user: 'User', member: 'Member', vip: 'VIP', manager: 'Manager', super: 'Super' },
  tiers: {
    trial: 'One-week trial',
    monthly: 'Monthly',
    standardYearly: 'Standard yearly',
    plusYearly: 'Plus yearly',
    promaxYearly: 'Promax yearly',
    promaxHalfYear: 'Promax half-year',
  },
};
