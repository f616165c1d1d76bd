const KEY = 'redirect_after_login';

/** The path a signed-out visitor asked for, kept for the tab until sign-in has sent them back there. */
export const rememberedPath = {
  remember: (path: string) => sessionStorage.setItem(KEY, path),
  read: (): string => {
    const path = sessionStorage.getItem(KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : '/';
  },
  clear: () => sessionStorage.removeItem(KEY),
};
