/**
 * Runs sends one at a time for each key, and of those waiting only the latest: the server ends with the last change
 * even when an earlier one answers late. A send deals with its own failure and settles either way.
 */
export function latestPerKey(): (key: string, send: () => Promise<void>) => void {
  const waiting = new Map<string, () => Promise<void>>();
  const running = new Set<string>();
  async function drain(key: string): Promise<void> {
    running.add(key);
    try {
      for (let send = waiting.get(key); send; send = waiting.get(key)) {
        waiting.delete(key);
        await send();
      }
    } finally {
      running.delete(key);
    }
  }
  return (key, send) => {
    waiting.set(key, send);
    if (!running.has(key)) void drain(key);
  };
}
