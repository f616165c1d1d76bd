/**
 * Markers that messaging and social apps put in their embedded browsers' user agents. These browsers often block
 * downloads, lose the sign-in link's session and cannot install the extension, so the page asks for a real browser.
 * `MQQBrowser` (a standalone browser) is not matched: `QQ/` only appears in the QQ app's own web view.
 */
const IN_APP_MARKERS = [
  /MicroMessenger\//i,
  /\bWeChat\b/i,
  /\bWxWork\//i,
  /(?:^|[^A-Za-z])QQ\//,
  /\bWeibo\b/i,
  /\bDingTalk\//i,
  /\bLark\/|\bFeishu\b/i,
  /\bAlipayClient\//i,
  /\bTelegram-(?:Android|iOS)\//i,
  /\bLine\//,
  /\bFBAN\/|\bFBAV\//,
  /\bInstagram\b/,
];

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_MARKERS.some((marker) => marker.test(userAgent));
}
