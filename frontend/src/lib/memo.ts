/**
 * Answers of read-only calls kept for a few minutes, keyed by their inputs: the builder's steps
 * ask for the same ZIP's counties, the same contribution and the same quote on several screens,
 * and one request each is enough while the inputs stay the same. A failed call is forgotten at
 * once, so the next screen asks again. The server still prices the authorization itself.
 *
 * @example
 * const lookupZip = remembered((zip: string) => fetchCounties(zip), (zip) => zip);
 */
export function remembered<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  key: (...args: A) => string,
  ttlMs = 5 * 60_000,
): (...args: A) => Promise<R> {
  const answers = new Map<string, { answer: Promise<R>; until: number }>();
  return (...args: A) => {
    const k = key(...args);
    const kept = answers.get(k);
    if (kept && kept.until > Date.now()) return kept.answer;
    const answer = call(...args);
    answers.set(k, { answer, until: Date.now() + ttlMs });
    answer.catch(() => {
      if (answers.get(k)?.answer === answer) answers.delete(k);
    });
    return answer;
  };
}
