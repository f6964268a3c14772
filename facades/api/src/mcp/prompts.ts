import { z } from 'zod';
import { DateTime } from 'luxon';
import { completable, type McpServer, type GetPromptResult } from '@modelcontextprotocol/server';
import type { When } from '@local-events/platform';
import { completeDate, completeZone } from './completions.ts';
import { calendarDate, findEvents } from './read-tools.ts';
import { asProtocolError, JSON_MEDIA_TYPE, zoneDayUri } from './resources.ts';
import type { ToolContext } from './tool.ts';

type Found = {
  location: { name: string; slug: string };
  from: string;
  to: string;
  events: { startTimeLocal: string }[];
  truncated: boolean;
};

/** A town's events over some days, as find_events answers them; a town that is not known is the caller's error. */
async function eventsOf(context: ToolContext, town: string, days: { date?: string; when?: When }): Promise<Found> {
  try {
    const { result } = await findEvents.handle(findEvents.input.parse({ location: town, ...days, limit: 200 }), context);
    return result as Found;
  } catch (error) {
    throw asProtocolError(error, context);
  }
}

/** Each day of a search as the resource of that town's day, so the assistant reads the same document it could fetch. */
function dayResources(found: Found) {
  const days = new Map<string, Found['events']>();
  for (let day = found.from; day <= found.to; day = nextDay(day)) days.set(day, []);
  for (const event of found.events) days.get(event.startTimeLocal.slice(0, 10))?.push(event);
  return [...days].map(([day, events]) => ({
    type: 'resource' as const,
    resource: {
      uri: zoneDayUri(found.location.slug, day),
      mimeType: JSON_MEDIA_TYPE,
      text: JSON.stringify({ ...found, from: day, to: day, events }),
    },
  }));
}

const nextDay = (day: string) => DateTime.fromISO(day, { zone: 'UTC' }).plus({ days: 1 }).toISODate()!;

const userMessages = (text: string, found: Found): GetPromptResult['messages'] => [
  { role: 'user', content: { type: 'text', text } },
  ...dayResources(found).map((content) => ({ role: 'user' as const, content })),
];

const town = completable(
  z.string().trim().min(1).max(100).describe('A town or neighbourhood: name or slug'),
  completeZone({ names: true }),
);
const WHATS_ON_ARGUMENTS = z.object({
  town,
  day: completable(calendarDate.describe('The day, YYYY-MM-DD'), completeDate('town')).optional(),
});
const PLAN_WEEKEND_ARGUMENTS = z.object({ town });

/** Prompts that start the two things people ask most, with the town's events attached. */
export function registerPrompts(server: McpServer, context: ToolContext) {
  server.registerPrompt(
    'whats_on',
    {
      title: "What's on",
      description: "What is on in a town on a day (today if no day is given), with that day's events attached.",
      argsSchema: WHATS_ON_ARGUMENTS,
    },
    async ({ town: place, day }) => {
      const found = await eventsOf(context, place, day ? { date: day } : { when: 'today' });
      return {
        description: `What's on in ${found.location.name} on ${found.from}`,
        messages: userMessages(
          `What is on in ${found.location.name} on ${found.from}? The day's published events are attached. Pick out the highlights, ` +
            'group them by time of day, and give each one its time, place and public page link. Say so plainly if nothing is listed.',
          found,
        ),
      };
    },
  );

  server.registerPrompt(
    'plan_weekend',
    {
      title: 'Plan a weekend',
      description:
        "A plan for the coming weekend in a town (what is left of it on a Saturday or Sunday), with the weekend's events attached.",
      argsSchema: PLAN_WEEKEND_ARGUMENTS,
    },
    async ({ town: place }) => {
      const found = await eventsOf(context, place, { when: 'this_weekend' });
      return {
        description: `A weekend in ${found.location.name}, ${found.from} to ${found.to}`,
        messages: userMessages(
          `Plan a weekend in ${found.location.name} (${found.from} to ${found.to}) from the published events attached, one per day. ` +
            'Suggest a morning, an afternoon and an evening for each day, leave time to travel between places, prefer free events ' +
            'when there is a choice, and give each one its time, place and public page link.',
          found,
        ),
      };
    },
  );
}
