import { Field, ObjectType } from 'type-graphql';

@ObjectType('PageInfo', { description: "Where a connection's page ends: pass endCursor as `after` for the next one." })
export class PageInfoType {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}
