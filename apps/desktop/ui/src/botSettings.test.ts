import { describe, expect, it } from 'vitest';
import { BOT_SETTINGS_TEXTS, botSettingsProblems } from '../../src/window/windowApi.js';

const good = { botToken: '123456789:AAEhBP0av28j4kyUoq3s_-gXx9eT8Lt0abc', botUserId: '987654321', proxy: '' };

describe('checking bot settings before they are saved', () => {
  it('accepts a BotFather token and a numeric user ID, with or without a proxy', () => {
    expect(botSettingsProblems(good)).toEqual({});
    expect(botSettingsProblems({ ...good, proxy: 'http://127.0.0.1:7890' })).toEqual({});
    expect(botSettingsProblems({ ...good, proxy: ' https://proxy.lan:3128/ ' })).toEqual({});
    expect(botSettingsProblems({ ...good, botToken: `  ${good.botToken} `, botUserId: ' 42 ' })).toEqual({});
  });

  it('requires the token and the user ID, field by field', () => {
    expect(botSettingsProblems({ botToken: '', botUserId: '  ', proxy: '' })).toEqual({ botToken: 'botTokenRequired', botUserId: 'botUserIdRequired' });
  });

  it('refuses a token that is not a bot token and a user ID that is not a number', () => {
    expect(botSettingsProblems({ ...good, botToken: 'my-secret' }).botToken).toBe('botTokenInvalid');
    expect(botSettingsProblems({ ...good, botToken: '12345:short' }).botToken).toBe('botTokenInvalid');
    expect(botSettingsProblems({ ...good, botUserId: '@trader' }).botUserId).toBe('botUserIdInvalid');
    expect(botSettingsProblems({ ...good, botUserId: '12 34' }).botUserId).toBe('botUserIdInvalid');
  });

  it('refuses a proxy that is not http or https with a host and a port', () => {
    for (const proxy of ['127.0.0.1:7890', 'socks5://127.0.0.1:1080', 'http://127.0.0.1', 'http://proxy.lan:8080/path', 'http://:8080', 'not a url']) {
      expect(botSettingsProblems({ ...good, proxy }).proxy, proxy).toBe('proxyInvalid');
    }
  });

  it('has every problem’s text in English and Chinese', () => {
    for (const texts of Object.values(BOT_SETTINGS_TEXTS)) {
      expect(texts.en.length).toBeGreaterThan(0);
      expect(texts.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
