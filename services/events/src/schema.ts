import { buildFederatedSchema } from '@local-events/platform/subgraph';
import { EventAuditResolver } from './graphql/EventAuditResolver.ts';
import { EventCategoryResolver } from './graphql/EventCategoryResolver.ts';
import { EventRecurrenceResolver } from './graphql/EventRecurrence.ts';
import { EventResolver } from './graphql/EventResolver.ts';
import { EventSearchResolver, LocationEventSearchResolver } from './graphql/EventSearchResolver.ts';
import { EventVenueResolver } from './graphql/EventVenueResolver.ts';
import { EventDetailsResolver } from './graphql/SpottedBy.ts';
import { LocationEventsResolver } from './graphql/LocationEventsResolver.ts';
import { RejectPendingResolver } from './graphql/RejectPendingResolver.ts';
import { LocationReviewQueueResolver, ReviewQueueResolver } from './graphql/ReviewQueueResolver.ts';
import { EventTransitionsResolver, ReviewResolver } from './graphql/ReviewResolver.ts';
import { SourceImportResolver } from './graphql/SourceImportResolver.ts';
import { SubmittedEventResolver } from './graphql/SubmittedEventResolver.ts';
import { VenueAdminResolver } from './graphql/VenueAdminResolver.ts';
import { VenueSeriesResolver } from './graphql/VenueSeriesResolver.ts';
import { StaffSeriesResolver } from './graphql/StaffSeriesResolver.ts';
import { AskResolver } from './graphql/AskResolver.ts';
import { VenueMergeResolver } from './graphql/VenueMergeResolver.ts';
import { VenueEventsResolver } from './graphql/VenueEventsResolver.ts';
import { WeeklyCountsResolver } from './graphql/WeeklyCountsResolver.ts';
import { ActiveUsersResolver } from './graphql/ActiveUsersResolver.ts';
import { referenceResolvers } from './graphql/references.ts';

export const buildEventsSchema = () =>
  buildFederatedSchema(
    {
      resolvers: [
        EventResolver,
        EventAuditResolver,
        EventRecurrenceResolver,
        EventVenueResolver,
        EventDetailsResolver,
        EventCategoryResolver,
        EventSearchResolver,
        LocationEventSearchResolver,
        LocationEventsResolver,
        WeeklyCountsResolver,
        ActiveUsersResolver,
        VenueEventsResolver,
        ReviewResolver,
        RejectPendingResolver,
        EventTransitionsResolver,
        ReviewQueueResolver,
        LocationReviewQueueResolver,
        VenueAdminResolver,
        VenueSeriesResolver,
        StaffSeriesResolver,
        AskResolver,
        VenueMergeResolver,
        SubmittedEventResolver,
        SourceImportResolver,
      ],
    },
    referenceResolvers,
  );
