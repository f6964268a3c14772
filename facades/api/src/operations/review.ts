import { operation } from '@local-events/platform';
import type { EventAction, EventStatus } from '../schemas.ts';

export interface ReviewData {
  event: { uuid: string; title: string; status: EventStatus };
  actions: EventAction[];
  replayed: boolean;
}

export const EventReview = operation<{ eventReview: ReviewData | null }, { uuid: string }>(/* GraphQL */ `
  query EventReview($uuid: String!) {
    eventReview(uuid: $uuid) { event { uuid title status } actions replayed }
  }`);

export const ReviewEvent = operation<{ reviewEvent: ReviewData }, { uuid: string; input: Record<string, unknown>; idempotencyKey: string | null }>(/* GraphQL */ `
  mutation ReviewEvent($uuid: String!, $input: ReviewEventInput!, $idempotencyKey: String) {
    reviewEvent(uuid: $uuid, input: $input, idempotencyKey: $idempotencyKey) { event { uuid title status } actions replayed }
  }`);

export const VenuePlacement = operation<{ venue: { id: number; zone: { id: number; timezone: string } } | null }, { slug: string }>(/* GraphQL */ `
  query VenuePlacement($slug: String!) {
    venue(slug: $slug) { id zone { id timezone } }
  }`);

export const ZonePlacement = operation<{ location: { id: number; timezone: string } | null }, { id: number }>(/* GraphQL */ `
  query ZonePlacement($id: Int!) {
    location(id: $id) { id timezone }
  }`);
