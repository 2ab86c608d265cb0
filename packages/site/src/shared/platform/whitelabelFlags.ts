import { WHITELABEL_FLAGS, type WhitelabelFlag, type WhitelabelNode } from '@wl/api-client';
import { useGetWhitelabelQuery } from './api';

export type WhitelabelFlags = Record<WhitelabelFlag, boolean>;

/** Flattens the whitelabel tree into the flags the spec names ('1' = on). */
export function flagsFromTree(tree: readonly WhitelabelNode[]): WhitelabelFlags {
  const enabled = new Map<string, boolean>();
  const visit = (nodes: readonly WhitelabelNode[]) => {
    for (const node of nodes) {
      enabled.set(node.modId, node.enabled === '1');
      visit(node.childrenNodes ?? []);
    }
  };
  visit(tree);
  return Object.fromEntries(
    WHITELABEL_FLAGS.map((flag) => [flag, enabled.get(flag) ?? false]),
  ) as WhitelabelFlags;
}

const NO_FLAGS = flagsFromTree([]);
const flagsByTree = new WeakMap<readonly WhitelabelNode[], WhitelabelFlags>();

function memoFlags(tree: readonly WhitelabelNode[]): WhitelabelFlags {
  let flags = flagsByTree.get(tree);
  if (!flags) flagsByTree.set(tree, (flags = flagsFromTree(tree)));
  return flags;
}

/**
 * The whitelabel flags, loaded once per session and shared by every reader (all off until they arrive).
 * `error` is set when the call failed and no flags arrived; `refetch` asks again.
 */
export function useWhitelabelFlags(): {
  flags: WhitelabelFlags;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
} {
  const { flags, isLoading, error, refetch } = useGetWhitelabelQuery(undefined, {
    selectFromResult: ({ data, isLoading, error }) => ({
      flags: data ? memoFlags(data) : NO_FLAGS,
      isLoading,
      error: data ? undefined : error,
    }),
  });
  return { flags, isLoading, error, refetch };
}
