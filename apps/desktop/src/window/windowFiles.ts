import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { z } from 'zod';
import { type BotSettings, botSettingsSchema, DEFAULT_LAYOUT, layoutSchema, type WindowLayout } from './windowApi.js';

export const NO_BOT_SETTINGS: BotSettings = { botPush: false, botToken: '', botUserId: '', proxy: '' };

function readJson<T>(file: string, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Written aside and renamed, so a crash never leaves half a file; `mode` holds for the new file from its first byte. */
function writeJson(file: string, value: unknown, mode: number): void {
  mkdirSync(dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify(value, null, 2), { mode });
  renameSync(aside, file);
}

/**
 * What the window keeps in the data folder between starts: its layout, and the bot settings, which hold the trader's
 * bot token and so are readable by the trader alone (0600).
 */
export function windowFiles(dataDir: string, systemLanguage: WindowLayout['language']) {
  const layoutFile = join(dataDir, 'window-layout.json');
  const botFile = join(dataDir, 'bot-push.json');
  return {
    botFile,
    layout: (): WindowLayout => readJson(layoutFile, layoutSchema) ?? { ...DEFAULT_LAYOUT, language: systemLanguage },
    saveLayout: (layout: WindowLayout) => writeJson(layoutFile, layout, 0o644),
    botSettings: (): BotSettings => readJson(botFile, botSettingsSchema) ?? NO_BOT_SETTINGS,
    saveBotSettings: (settings: BotSettings) => writeJson(botFile, settings, 0o600),
  };
}

export type WindowFiles = ReturnType<typeof windowFiles>;
