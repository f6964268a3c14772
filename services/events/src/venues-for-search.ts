import { LRUCache } from 'lru-cache';
import {
  boxAround,
  boxHolds,
  inBox,
  METRES_PER_DEGREE,
  metresPerDegreeOfLongitude,
  passingOnRefusals,
  type GatewayClient,
  type GeoPoint,
} from '@local-events/platform/subgraph';
import { VenuesMatchingTextDocument, VenuesNearPointDocument } from './generated/operations.ts';

/** A venue near a point searched near: its events are found there. */
export interface VenueAt {
  id: number;
  lat: number;
  lng: number;
}

/** How long an answer of the venues service serves searches: a venue added since is found by them after this at most. */
const KEPT_MS = 60_000;
/** Searches near points within one cell of this many degrees (about 1.1 km north to south) share one question. */
export const CELL_DEGREES = 0.01;
/** The most venues `venuesNear` answers: an answer that long may have left out some, and is not shared. */
const VENUES_NEAR_LIMIT = 1000;
/** The widest `venuesNear` answers. */
const VENUES_NEAR_MAX_METRES = 50_000;
/** Venues kept in all answers, and answers kept, so that memory stays bounded whatever anyone asks (words up to 200 characters). */
const KEPT_VENUES = 200_000;
const KEPT_ANSWERS = 10_000;

/** The question asked for a cell: a box around its centre holding the box of every point of the cell. */
export interface CellQuestion extends GeoPoint {
  metres: number;
}

/**
 * The cell `point` falls in, and the metres around its centre whose box holds the box of `metres` around any point of
 * it; undefined where no such question is allowed (too wide, or too near a pole).
 */
export function cellQuestion(point: GeoPoint, metres: number): CellQuestion | undefined {
  const centre = (degrees: number) => (Math.floor(degrees / CELL_DEGREES) + 0.5) * CELL_DEGREES;
  const [lat, lng] = [centre(point.lat), centre(point.lng)];
  const farLat = Math.min(90, Math.abs(lat) + CELL_DEGREES / 2);
  const half = CELL_DEGREES / 2;
  // North to south the box must reach half a cell further; east to west also as far as the cell's edge nearer the pole needs.
  const needed = Math.max(
    metres + half * METRES_PER_DEGREE,
    (metres / metresPerDegreeOfLongitude(farLat) + half) * metresPerDegreeOfLongitude(lat),
  );
  const question = { lat, lng, metres: Math.ceil(needed * 1.000_001) };
  if (question.metres > VENUES_NEAR_MAX_METRES || Math.abs(lat) + CELL_DEGREES > 90) return undefined;
  return boxHolds(boxAround(question, question.metres), boxAround(point, metres)) ? question : undefined;
}

/**
 * The request that asks, for the gateway's logs: only its id. An answer is shared, so it is asked as this service's own
 * question, as venue names are (venue-names.ts), never with a caller's credentials or client address: a caller over
 * its quota would otherwise fail every request waiting on the same answer.
 */
type Asking = { requestId: string };
const asking = ({ requestId }: Asking): Asking => ({ requestId });

/**
 * What searches ask of the venues service, kept for a minute and shared between requests: the venues near a point
 * (asked once per cell of the grid, then narrowed to each point's own box) and the venues whose name has the words
 * searched for. Both are public data, and the venues service's answers to them cost more than the search itself.
 */
export class VenuesForSearch {
  private readonly nearCells: LRUCache<string, VenueAt[], Asking & { question: CellQuestion }>;
  private readonly matching: LRUCache<string, number[], Asking>;

  constructor(
    private readonly gateway: GatewayClient,
    { keptMs = KEPT_MS, keptAnswers = KEPT_ANSWERS } = {},
  ) {
    const sized = { ttl: keptMs, max: keptAnswers, maxSize: KEPT_VENUES, sizeCalculation: (venues: unknown[]) => venues.length + 1 };
    this.nearCells = new LRUCache<string, VenueAt[], Asking & { question: CellQuestion }>({
      ...sized,
      fetchMethod: (_key, _stale, { context }) => this.askNear(context.question, context),
    });
    this.matching = new LRUCache<string, number[], Asking>({
      ...sized,
      fetchMethod: async (text, _stale, { context }) =>
        (await passingOnRefusals(() => this.gateway.request(VenuesMatchingTextDocument, { q: text }, context))).venuesMatching.map(
          (venue) => venue.id,
        ),
    });
  }

  /** The venues in the box of `metres` around `point`, as the venues service's `venuesNear` answers it. */
  async near(point: GeoPoint, metres: number, caller: Asking): Promise<VenueAt[]> {
    const question = cellQuestion(point, metres);
    const venues =
      question &&
      (await this.nearCells.fetch(`${question.lat},${question.lng},${question.metres}`, { context: { ...asking(caller), question } }));
    if (!venues || venues.length >= VENUES_NEAR_LIMIT) return this.askNear({ ...point, metres }, caller);
    const box = boxAround(point, metres);
    return venues.filter((venue) => inBox(box, venue));
  }

  /** The ids of the venues whose name has the words of `text`. */
  async matchingText(text: string, caller: Asking): Promise<number[]> {
    return (await this.matching.fetch(text, { context: asking(caller) })) ?? [];
  }

  private async askNear({ lat, lng, metres }: CellQuestion, caller: Asking): Promise<VenueAt[]> {
    return (await passingOnRefusals(() => this.gateway.request(VenuesNearPointDocument, { lat, lng, metres }, asking(caller)))).venuesNear;
  }
}
