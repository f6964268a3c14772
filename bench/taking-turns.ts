/**
 * Two tasks started in turn, `first` then `second`, or `second` then `first` when `reversed`, so that in a series
 * neither side is always the one started second. `oneByOne`: each starts once the one before has finished (starting
 * two stacks); otherwise both run at once and only their starts are ordered (loading two stacks). The results come
 * back as [first's, second's] either way.
 */
export async function takingTurns<T>(
  reversed: boolean,
  first: () => Promise<T>,
  second: () => Promise<T>,
  { oneByOne }: { oneByOne: boolean },
): Promise<[T, T]> {
  const [earlier, later] = reversed ? [second, first] : [first, second];
  const started = earlier();
  const earlierResult = oneByOne ? await started : started;
  const laterResult = later();
  const [fromEarlier, fromLater] = await Promise.all([earlierResult, laterResult]);
  return reversed ? [fromLater, fromEarlier] : [fromEarlier, fromLater];
}
