import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const RUN_STATUSES = ['running', 'ok', 'not_modified', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** One run of a followed source: when, how it ended, and what it did to the guide. */
@Entity({ tableName: 'source_run' })
export class SourceRun {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid', fieldName: 'source_id' })
  sourceId!: string;

  @Property({ type: 'datetime', fieldName: 'started_at' })
  startedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true, fieldName: 'finished_at' })
  finishedAt: Date | null = null;

  @Property({ type: 'text' })
  status: RunStatus = 'running';

  @Property({ type: 'integer' })
  created: number = 0;

  @Property({ type: 'integer' })
  updated: number = 0;

  @Property({ type: 'integer' })
  cancelled: number = 0;

  @Property({ type: 'integer' })
  unchanged: number = 0;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;
}
