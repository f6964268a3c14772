import type { EventStatus } from '../lifecycle.ts';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { JsonType } from '@mikro-orm/core';

/** One thing that happened to an event: who did what, when, and what it changed. Never updated. */
@Entity({ tableName: 'event_transition' })
export class EventTransition {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid', fieldName: 'event_uuid' })
  eventUuid!: string;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'text', fieldName: 'from_status' })
  fromStatus!: EventStatus;

  @Property({ type: 'text', fieldName: 'to_status' })
  toStatus!: EventStatus;

  /** The token's subject, or `venue-token:<id>` for a venue-manage token. */
  @Property({ type: 'text' })
  actor!: string;

  @Property({ type: 'text', fieldName: 'actor_role' })
  actorRole!: string;

  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  /** Field -> { from, to } for what the action changed. */
  @Property({ type: JsonType })
  changes: Record<string, { from: unknown; to: unknown }> = {};

  @Property({ type: 'datetime' })
  at: Date = new Date();
}
