import { z } from 'zod';
import { EVENT_ACTIONS, EventStatus } from '../schemas.ts';

/** An event under review and the actions offered: the answer of REST review and the MCP review tools. */
export const Review = z
  .object({
    event: z.object({ uuid: z.string(), title: z.string(), status: EventStatus }),
    actions: z.array(z.enum(EVENT_ACTIONS)).meta({ description: 'What the caller may do now; reject is offered to administrators only' }),
  })
  .meta({ id: 'Review' });
