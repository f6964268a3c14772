import { z } from 'zod';
import { publicUrls, SCOPES } from '@local-events/platform';
import { VenueDescription } from '@local-events/contracts';
import { DescribeVenueDocument } from '../generated/operations.ts';
import { slug } from '../schemas.ts';
import { VenueProfile } from '../venues/views.ts';
import { defineTool, WRITE } from './tool.ts';

export const describeVenue = defineTool({
  name: 'describe_venue',
  title: 'Describe a venue',
  description:
    "Sets what a venue's page says about it, also shown with each of its events (plain text, at most 2,000 characters; an " +
    "empty text clears it). For the venue's managers (venues:manage) and administrators (events:admin).",
  scopes: [SCOPES.manageVenues, SCOPES.admin],
  input: z.object({ venueSlug: slug.describe('The venue'), description: VenueDescription.describe('The new description') }),
  output: VenueProfile,
  annotations: { ...WRITE, openWorldHint: false, title: 'Describe a venue' },
  async handle({ venueSlug, description }, context) {
    const { describeVenue } = await context.gateway.request(
      DescribeVenueDocument,
      { slug: venueSlug, description: description || null },
      context,
    );
    const venue = { ...describeVenue, url: publicUrls(context.config.SITE_URL).venue(describeVenue) };
    return { result: venue, text: `${venue.name} (${venue.url}) now says: ${venue.description ?? '(nothing)'}` };
  },
});

export const VENUE_TOOLS = [describeVenue];
