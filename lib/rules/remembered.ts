/**
 * A pure function of a text, remembered: the same few dozen deck words and shouts are compared on
 * every card turned, and Unicode normalisation is the engine's most expensive step. The cache only
 * saves work; it is emptied when it grows large, so text from players cannot grow it without bound.
 */
export function remembered<T>(transform: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let result = kept.get(text);
    if (result === undefined) {
      if (kept.size >= 10_000) kept.clear();
      result = transform(text);
      kept.set(text, result);
    }
    return result;
  };
}
