import { type Language, type MessengerSession, sessionName } from '@signaldesk/contract';

/** The quick filter: a session matches by its name as shown or the symbol and name of its latest message. */
export function filterSessions(sessions: readonly MessengerSession[], text: string, language: Language): MessengerSession[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...sessions];
  return sessions.filter((session) =>
    [sessionName(session, language), session.latestMessage?.symbol ?? '', session.latestMessage?.name ?? ''].some((field) => field.toLowerCase().includes(needle)),
  );
}
