import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** "Tell me when my town is covered": someone's address and the town they asked for. */
@Entity({ tableName: 'waitlist_request' })
export class WaitlistRequest {
  @PrimaryKey({ type: 'uuid' })
  uuid: string = randomUUID();

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  location!: string;

  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  /** When an administrator marked it answered (the town covered, or a reply sent), and who. */
  @Property({ type: 'datetime', nullable: true, fieldName: 'done_at' })
  doneAt: Date | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'done_by' })
  doneBy: string | null = null;
}
