/** The systems the desktop assistant is built for, as the download page's buttons and addresses name them. */
export const DESKTOP_PLATFORMS = ['windows', 'mac', 'linux'] as const;
export type DesktopPlatform = (typeof DESKTOP_PLATFORMS)[number];

/**
 * The file each platform's build is kept under in the server's builds folder (DESKTOP_BUILDS_DIR). Fixed names: a
 * download address names a platform, never a file, so no request can reach another file.
 */
export const DESKTOP_BUILD_FILES: Readonly<Record<DesktopPlatform, string>> = {
  windows: 'signaldesk-desktop-windows.exe',
  mac: 'signaldesk-desktop-macos',
  linux: 'signaldesk-desktop-linux',
};

/** Where a desktop button leads: the build itself, served by the server. */
export const desktopDownloadPath = (platform: DesktopPlatform) => `/download/desktop/${platform}`;
/** Where the address of a build this server does not offer leads: the download page, which says so and lists what it offers. */
export const desktopMissingPath = (platform: DesktopPlatform) => `/download?missing=${platform}`;
/** The administrators' screen on building the assistant and the extension into the folder the server serves. */
export const BUILDS_ADMIN_PATH = '/apps/builds';

/** The browser extension's zip, kept beside the desktop builds; built for this server's address (SIGNALDESK_URL). */
export const EXTENSION_ZIP = 'signaldesk-extension.zip';
export const EXTENSION_DOWNLOAD_PATH = '/download/extension';
/** The web app's page on installing the extension unpacked, where the download page's button leads. */
export const EXTENSION_INSTALL_PATH = '/download/extension/install';
