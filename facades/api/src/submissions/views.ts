import { z } from 'zod';
import {
  ReceiptStatus,
  SubmissionStatus as SubmissionStatuses,
  type SubmissionFieldsFragment,
  type SubmitEventMutation,
} from '../generated/operations.ts';
import { EventContentView } from '../event-content/views.ts';
import { placeName } from '../events/views.ts';
import { EventStatus, toUtc, toUtcOrNull, utcTimestamp } from '../schemas.ts';

export const SubmissionStatus = z.enum(SubmissionStatuses);

const SubmissionEvent = z
  .object({
    uuid: z.string(),
    status: EventStatus,
    ...EventContentView,
    startTime: utcTimestamp,
    endTime: utcTimestamp.nullable(),
    timezone: z.string(),
    venueName: z.string().nullable(),
    zoneName: z.string().nullable(),
    reviewUrl: z.string().meta({ description: 'Where reviewers (bearer token) review it' }),
  })
  .meta({ id: 'SubmissionEvent', description: 'The event created from the submission, as it stands now' });

export const Submission = z
  .object({
    uuid: z.string(),
    status: SubmissionStatus.meta({
      description: 'received and processing: the page is being read; completed: the event exists; failed: see failure',
    }),
    statusUrl: z.string(),
    sourceUrl: z.string().nullable().meta({ description: 'The page the event is read from; null for an event typed in' }),
    missingFields: z
      .array(z.string())
      .meta({ description: 'What the page did not say: title, startTime, endTime, location, description, zone, venue' }),
    failure: z
      .object({ reason: z.string(), detail: z.string() })
      .nullable()
      .meta({ description: 'Why it failed: reason for programs (address, redirects, timeout, no_event...), detail for people' }),
    createdAt: utcTimestamp,
    updatedAt: utcTimestamp,
    event: SubmissionEvent.nullable(),
  })
  .meta({ id: 'Submission' });

export const Receipt = z
  .object({
    receiptId: z.string(),
    action: z.literal('submit_event'),
    status: z.enum(ReceiptStatus).meta({ description: 'accepted: still being processed, follow statusUrl' }),
    idempotencyKey: z.string().nullable(),
    replayed: z.boolean().meta({ description: 'True when this answers a retry with the same Idempotency-Key' }),
    duplicate: z.boolean().meta({ description: 'True when the same URL was submitted recently: this is that submission' }),
    createdAt: utcTimestamp,
    submission: Submission.pick({ uuid: true, status: true, statusUrl: true, missingFields: true, failure: true }),
    event: z.object({ uuid: z.string(), status: EventStatus, reviewUrl: z.string() }).nullable(),
    editToken: z.string().optional().meta({
      description: 'Only in the first answer for a new submission, never again: send it as X-Edit-Token to change the event',
    }),
  })
  .meta({ id: 'ActionReceipt', description: 'What became of the request; a retry with the same Idempotency-Key gets it again' });

const api = (baseUrl: string) => baseUrl.replace(/\/+$/, '');
export const submissionStatusUrl = (baseUrl: string, uuid: string) => `${api(baseUrl)}/api/submit/event/${uuid}`;
const reviewUrl = (baseUrl: string, uuid: string) => `${api(baseUrl)}/api/events/${uuid}/review`;

const failureOf = (data: Pick<SubmissionFieldsFragment, 'failure' | 'failureReason'>) =>
  data.failureReason ? { reason: data.failureReason, detail: data.failure ?? '' } : null;

export const submissionView = (data: SubmissionFieldsFragment, baseUrl: string): z.input<typeof Submission> => ({
  uuid: data.uuid,
  status: data.status,
  statusUrl: submissionStatusUrl(baseUrl, data.uuid),
  sourceUrl: data.sourceUrl,
  missingFields: data.missingFields,
  failure: failureOf(data),
  createdAt: toUtc(data.createdAt),
  updatedAt: toUtc(data.updatedAt),
  event: data.event && {
    ...data.event,
    startTime: toUtc(data.event.startTime),
    endTime: toUtcOrNull(data.event.endTime),
    venueName: placeName(data.event),
    zoneName: data.event.zone?.name ?? null,
    reviewUrl: reviewUrl(baseUrl, data.event.uuid),
  },
});

export const receiptView = (data: SubmitEventMutation['submitEvent'], baseUrl: string): z.input<typeof Receipt> => ({
  receiptId: data.receiptId,
  action: 'submit_event',
  status: data.status,
  idempotencyKey: data.idempotencyKey,
  replayed: data.replayed,
  duplicate: data.duplicate,
  createdAt: toUtc(data.createdAt),
  submission: {
    uuid: data.submission.uuid,
    status: data.submission.status,
    statusUrl: submissionStatusUrl(baseUrl, data.submission.uuid),
    missingFields: data.submission.missingFields,
    failure: failureOf(data.submission),
  },
  event: data.submission.event && {
    uuid: data.submission.event.uuid,
    status: data.submission.event.status,
    reviewUrl: reviewUrl(baseUrl, data.submission.event.uuid),
  },
  ...(data.editToken ? { editToken: data.editToken } : {}),
});
