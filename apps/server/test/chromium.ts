/**
 * The Chromium every test drives: Debian's, or the one CHROMIUM_PATH names. The date sweep (scripts/test-dates.sh)
 * names one started without the moved clock, which Chromium's own processes do not survive.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
