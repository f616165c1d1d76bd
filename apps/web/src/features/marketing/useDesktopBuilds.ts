import { DESKTOP_BUILD_GUIDE_PATH, type DesktopPlatform, desktopDownloadPath } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/**
 * Where each desktop button leads: the build when the server holds it, else the page on building it. Until the
 * server has answered, the server's own address, which redirects to that page itself when the build is missing.
 */
export function useDesktopDownloadHref(): (platform: DesktopPlatform) => string {
  const { data } = useQuery({ queryKey: ['downloads'], queryFn: () => request(callPaths.downloads.downloads, {}) });
  return (platform) =>
    !data || data.desktop.includes(platform) ? desktopDownloadPath(platform) : `${DESKTOP_BUILD_GUIDE_PATH}?platform=${platform}`;
}
