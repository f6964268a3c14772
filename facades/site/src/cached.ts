/** `load`'s answer, kept for `ttlMs` and loaded again after; a failed load is not kept. */
export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!kept || Date.now() - kept.at >= ttlMs) {
      const value = load();
      kept = { at: Date.now(), value };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}
