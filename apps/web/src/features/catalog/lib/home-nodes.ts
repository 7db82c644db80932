import type { HomeNode } from '@haat/contract';

type NodeTitle = HomeNode['title'];
type NodeOf<T extends NodeTitle> = Extract<HomeNode, { title: T }>;

/** The value list of the home payload's node titled `title` (docs/spec.md §3), empty when absent. */
export function nodeValues<T extends NodeTitle>(
  nodes: readonly HomeNode[],
  title: T,
): NodeOf<T>['value'] {
  const node = nodes.find((candidate): candidate is NodeOf<T> => candidate.title === title);
  // TypeScript cannot narrow a generic indexed access; the type guard above makes this exact.
  return (node?.value ?? []) as NodeOf<T>['value'];
}
