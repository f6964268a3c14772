import { Field, Float, InputType, Int } from 'type-graphql';
import { Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { ZONE_LIMITS } from '@local-events/contracts';

@InputType('LocalNameInput', { description: "A zone's name in one language." })
export class LocalNameInput {
  @Field(() => String, { description: 'BCP 47 language: `es`, `ca`, `pt-BR`.' })
  @Bounded({ maxLength: 10 })
  language!: string;

  @Field(() => String)
  @Bounded({ maxLength: ZONE_LIMITS.name })
  name!: string;
}

@InputType('NewZoneInput', {
  description: 'A town (no parent) or a neighbourhood (inside a town of the same country). Its slug comes from its name unless given.',
})
export class NewZoneInput {
  @Field(() => String)
  @Bounded({ maxLength: ZONE_LIMITS.name })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Lower-case words joined by hyphens, unique within the country.' })
  @Bounded(BOUNDS.slug)
  slug?: string | null;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2; a neighbourhood takes its town’s.' })
  @Bounded({ maxLength: 2 })
  countryCode!: string;

  @Field(() => String, { nullable: true, description: 'IANA time zone; a neighbourhood takes its town’s when not given.' })
  @Bounded(BOUNDS.timezone)
  timezone?: string | null;

  @Field(() => Int, { nullable: true, description: 'The town a neighbourhood is in.' })
  @Bounded(BOUNDS.id)
  parentId?: number | null;

  @Field(() => Float, { nullable: true })
  @Bounded(BOUNDS.latitude)
  lat?: number | null;

  @Field(() => Float, { nullable: true })
  @Bounded(BOUNDS.longitude)
  lng?: number | null;

  @Field(() => [LocalNameInput], { defaultValue: [] })
  @Bounded({ maxItems: ZONE_LIMITS.localNames })
  localNames!: LocalNameInput[];

  @Field(() => Boolean, { defaultValue: false, description: 'Hidden zones are left out of public lists until shown.' })
  hidden!: boolean;
}

@InputType('ZoneChangesInput', { description: 'What changes of a zone: the fields given. Its slug and country stay.' })
export class ZoneChangesInput {
  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: ZONE_LIMITS.name })
  name?: string;

  @Field(() => [LocalNameInput], { nullable: true, description: 'Replaces every name in other languages.' })
  @Bounded({ maxItems: ZONE_LIMITS.localNames })
  localNames?: LocalNameInput[];

  @Field(() => Float, { nullable: true })
  @Bounded(BOUNDS.latitude)
  lat?: number | null;

  @Field(() => Float, { nullable: true })
  @Bounded(BOUNDS.longitude)
  lng?: number | null;

  @Field(() => String, { nullable: true })
  @Bounded(BOUNDS.timezone)
  timezone?: string;

  @Field(() => Int, { nullable: true, description: 'Another town of the same country; null makes a neighbourhood a town.' })
  @Bounded(BOUNDS.id)
  parentId?: number | null;

  @Field(() => Boolean, { nullable: true })
  hidden?: boolean;
}
