/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type IssueVenueTokenMutationVariables = Exact<{
  slug: string;
  label?: string | null | undefined;
}>;


export type IssueVenueTokenMutation = { issueVenueToken: { id: string, token: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const IssueVenueTokenDocument = new TypedDocumentString(`
    mutation IssueVenueToken($slug: String!, $label: String) {
  issueVenueToken(slug: $slug, label: $label) {
    id
    token
  }
}
    `) as unknown as TypedDocumentString<IssueVenueTokenMutation, IssueVenueTokenMutationVariables>;