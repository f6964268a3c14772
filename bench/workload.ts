/**
 * What the benchmark asks for: a city and a day, drawn as a guide's readers ask. Popularity follows Zipf's law
 * (s = 1) twice over: the k-th town by size gets 1/k of the first one's requests, and the k-th day from today 1/k
 * of today's. The draws come from a seeded generator, so every run asks the same sequence.
 */
import { seededRandom } from '../infra/src/seeded-random.ts';

export interface Ask {
  /** A town, and a point in it (where one of its venues is), for searches near a person there. */
  zone: { id: number; slug: string; lat: number; lng: number };
  day: string;
}

/** Words people search for; the generated events' titles are made of them (bench/generate.ts). */
export const SEARCH_TERMS = ['jazz', 'market', 'cafe', 'comedy', 'quiz', 'poetry', 'yoga', 'film'] as const;

/** Draws an index in [0, n) with probability proportional to 1 / (index + 1). */
function zipf(n: number, random: () => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= n; k++) {
    total += 1 / k;
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    let [low, high] = [0, n - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** `towns` largest first; days are the next `dayCount` calendar days (UTC dates), today first. */
export function askedFor(towns: Ask['zone'][], dayCount = 14, seed = 2026): () => Ask {
  const random = seededRandom(seed);
  const [town, day] = [zipf(towns.length, random), zipf(dayCount, random)];
  const days = Array.from({ length: dayCount }, (_, i) => new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10));
  return () => ({ zone: towns[town()]!, day: days[day()]! });
}
