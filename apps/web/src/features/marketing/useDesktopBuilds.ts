import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/** Which desktop builds and whether the extension's zip this server offers; undefined until it has answered. */
export function useDownloads() {
  return useQuery({ queryKey: ['downloads'], queryFn: () => request(callPaths.downloads.downloads, {}) }).data;
}
