import { operation, type RateLimitState } from '@local-events/platform';
import type { EventStatus } from '../schemas.ts';

export type SubmissionStatus = 'received' | 'processing' | 'completed' | 'failed';

export interface SubmissionData {
  uuid: string;
  status: SubmissionStatus;
  sourceUrl: string;
  missingFields: string[];
  failure: string | null;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
  event: {
    uuid: string;
    status: EventStatus;
    title: string;
    description: string;
    startTime: string;
    endTime: string | null;
    timezone: string;
    categories: string[];
    priceInfo: string | null;
    isFree: boolean;
    imageUrl: string | null;
    venue: { name: string } | null;
    zone: { name: string } | null;
  } | null;
}

const SUBMISSION_FIELDS = /* GraphQL */ `
  uuid status sourceUrl missingFields failure failureReason createdAt updatedAt
  event { uuid status title description startTime endTime timezone categories priceInfo isFree imageUrl venue { name } zone { name } }`;

export interface ReceiptData {
  receiptId: string;
  action: string;
  status: 'accepted' | 'completed' | 'failed';
  idempotencyKey: string | null;
  replayed: boolean;
  duplicate: boolean;
  createdAt: string;
  editToken: string | null;
  submission: SubmissionData;
  rateLimits: RateLimitState[];
}

export interface SubmitInput {
  url: string;
  email?: string;
  note?: string;
}

export const SubmitEvent = operation<{ submitEvent: ReceiptData }, { input: SubmitInput; idempotencyKey: string | null }>(/* GraphQL */ `
  mutation SubmitEvent($input: SubmitEventInput!, $idempotencyKey: String) {
    submitEvent(input: $input, idempotencyKey: $idempotencyKey) {
      receiptId action status idempotencyKey replayed duplicate createdAt editToken
      submission { ${SUBMISSION_FIELDS} }
      rateLimits { policy limit remaining windowSeconds resetSeconds }
    }
  }`);

export const GetSubmission = operation<{ submission: SubmissionData | null }, { uuid: string }>(/* GraphQL */ `
  query GetSubmission($uuid: String!) {
    submission(uuid: $uuid) { ${SUBMISSION_FIELDS} }
  }`);

export const UpdateSubmission = operation<
  { updateSubmission: SubmissionData },
  { uuid: string; changes: Record<string, unknown>; editToken: string | null; linkToken: string | null; idempotencyKey: string | null }
>(/* GraphQL */ `
  mutation UpdateSubmission($uuid: String!, $changes: SubmissionChangesInput!, $editToken: String, $linkToken: String, $idempotencyKey: String) {
    updateSubmission(uuid: $uuid, changes: $changes, editToken: $editToken, linkToken: $linkToken, idempotencyKey: $idempotencyKey) { ${SUBMISSION_FIELDS} }
  }`);
