import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isInAppBrowser } from './isInAppBrowser.js';
import { shellPart } from '../shell/shellPart.js';

const InAppBrowserNotices = shellPart('InAppBrowserNotices');

/**
 * Warns visitors inside a messaging app's web view, and answers an iOS invitation link (`?invite=ios`). It floats
 * above the page because it is mounted once for every route, outside any page layout; the notices themselves are
 * fetched only for a visitor who gets one.
 */
export function InAppBrowserAlert() {
  const [searchParams] = useSearchParams();
  const [dismissed, setDismissed] = useState({ inApp: false, invite: false });
  const showInApp = !dismissed.inApp && typeof navigator !== 'undefined' && isInAppBrowser(navigator.userAgent);
  const showInvite = !dismissed.invite && searchParams.get('invite') === 'ios';
  if (!showInApp && !showInvite) return null;
  return (
    <Suspense>
      <InAppBrowserNotices
        showInApp={showInApp}
        showInvite={showInvite}
        onDismiss={(notice) => setDismissed((state) => ({ ...state, [notice]: true }))}
      />
    </Suspense>
  );
}
