import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A venue-manage token. Only its SHA-256 is kept: the token itself is shown once, when issued. */
@Entity({ tableName: 'venue_token' })
export class VenueToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'integer', fieldName: 'venue_id' })
  venueId!: number;

  @Property({ type: 'text', fieldName: 'token_hash' })
  tokenHash!: string;

  @Property({ type: 'text', nullable: true })
  label: string | null = null;

  @Property({ type: 'text', fieldName: 'created_by' })
  createdBy!: string;

  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true, fieldName: 'revoked_at' })
  revokedAt: Date | null = null;
}
