import { BOUNDS, userInputError } from '@local-events/platform/subgraph';
import { InvalidRecurrence, RECURRENCE_LIMITS } from '../recurrence.ts';

/** A rule (`RRULE:` and its value) and its skipped dates, as every input that makes an event repeat takes them. */
export const RULE = { maxLength: RECURRENCE_LIMITS.ruleLength + 6 };
export const EXCLUDED_DATES = { maxItems: RECURRENCE_LIMITS.excludedDates, ...BOUNDS.date };

/** Runs `work`, answering a rule that cannot be kept as BAD_USER_INPUT naming its field. */
export async function withRule<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvalidRecurrence) throw userInputError(error.message, error.field);
    throw error;
  }
}
