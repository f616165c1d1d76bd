/** The F12 console banner with the build version. */
export function printVersionBanner(): void {
  console.info(
    `%c SignalDesk %c ${__APP_VERSION__} `,
    'background:#0ea5e9;color:#fff;font-weight:700;padding:2px 6px;border-radius:4px 0 0 4px',
    'background:#111827;color:#a7f3d0;padding:2px 6px;border-radius:0 4px 4px 0',
  );
}
