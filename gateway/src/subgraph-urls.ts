import { Kind, parse, type ConstArgumentNode } from 'graphql';

/** The subgraphs a supergraph routes to, read from its `join__Graph` enum. */
export function subgraphsOf(supergraphSdl: string): { name: string; url: string }[] {
  const document = parse(supergraphSdl);
  const graphs = document.definitions.find(
    (definition) => definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'join__Graph',
  );
  if (!graphs || graphs.kind !== Kind.ENUM_TYPE_DEFINITION) return [];
  const text = (args: readonly ConstArgumentNode[] | undefined, name: string) => {
    const value = args?.find((arg) => arg.name.value === name)?.value;
    return value?.kind === Kind.STRING ? value.value : '';
  };
  return (graphs.values ?? []).map((value) => {
    const directive = value.directives?.find((d) => d.name.value === 'join__graph');
    return { name: text(directive?.arguments, 'name'), url: text(directive?.arguments, 'url') };
  });
}
