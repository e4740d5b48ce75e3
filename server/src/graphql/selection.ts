import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects any of `names` anywhere below it (through fragments too):
 * a list resolver reads the heavy columns only for a query that shows them. Errs on the side of yes
 * (a directive that skips the field still counts).
 */
export function selectsAnyOf(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  const search = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field')
        return names.has(selection.name.value) || search(selection.selectionSet);
      if (selection.kind === 'InlineFragment') return search(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return search(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
