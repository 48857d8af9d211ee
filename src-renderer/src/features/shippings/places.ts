/** The part of a place tree node the helpers need; the API's node has more. */
export interface CodeTreeNode {
  code: string;
  name: string;
  short_name?: string;
  pinyin?: string;
  children?: readonly CodeTreeNode[];
}

/**
 * Reduces a set of checked codes to the highest fully-covered codes, in tree order.
 *
 * A code in `checked` stands for its whole subtree (a checked province is the whole
 * province); a node all of whose children are covered is itself covered and replaces them.
 * Codes that are not in the tree are kept (at the end) so that nothing chosen is dropped
 * silently; the server rejects unknown codes with a field error.
 */
export function reduceToHighestCodes(
  tree: readonly CodeTreeNode[],
  checked: Iterable<string>,
): string[] {
  const wanted = new Set(checked);
  const result: string[] = [];
  const seen = new Set<string>();

  const covered = (node: CodeTreeNode): boolean => {
    seen.add(node.code);
    const children = node.children ?? [];
    if (wanted.has(node.code)) {
      markSeen(children, seen);
      return true;
    }
    if (children.length === 0) return false;
    // Every child must be visited (no short-circuit) so that partly covered siblings are seen.
    return children.map(covered).every(Boolean);
  };

  const collect = (nodes: readonly CodeTreeNode[]): void => {
    for (const node of nodes) {
      if (covered(node)) result.push(node.code);
      else collect(node.children ?? []);
    }
  };

  collect(tree);
  for (const code of wanted) if (!seen.has(code)) result.push(code);
  return result;
}

function markSeen(nodes: readonly CodeTreeNode[], seen: Set<string>): void {
  for (const node of nodes) {
    seen.add(node.code);
    markSeen(node.children ?? [], seen);
  }
}

export interface PlaceEntry<T extends CodeTreeNode = CodeTreeNode> {
  node: T;
  /** Names from the province down to this place. */
  path: string[];
  parentCode: string | null;
}

export function indexPlaces<T extends CodeTreeNode>(
  tree: readonly T[],
): Map<string, PlaceEntry<T>> {
  const index = new Map<string, PlaceEntry<T>>();
  const walk = (nodes: readonly T[], path: string[], parentCode: string | null): void => {
    for (const node of nodes) {
      const nodePath = [...path, node.name];
      index.set(node.code, { node, path: nodePath, parentCode });
      walk((node.children ?? []) as readonly T[], nodePath, node.code);
    }
  };
  walk(tree, [], null);
  return index;
}

/** A readable label per code ("广东省 / 深圳市"); unknown codes are shown as they are. */
export function describePlaceCodes(
  index: Map<string, PlaceEntry>,
  codes: readonly string[],
): string[] {
  return codes.map((code) => index.get(code)?.path.join(' / ') ?? code);
}

/** Matches a search text against a place's name, short name, full pinyin or pinyin initials. */
export function placeMatches(node: CodeTreeNode, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (text === '') return true;
  if (node.name.includes(text) || (node.short_name ?? '').includes(text)) return true;
  const pinyin = (node.pinyin ?? '').toLowerCase();
  const compactQuery = text.replace(/\s+/g, '');
  if (pinyin.replace(/\s+/g, '').includes(compactQuery)) return true;
  const syllables = pinyin.split(/\s+/).filter(Boolean);
  return (
    syllables.length > 1 &&
    syllables
      .map((s) => s[0])
      .join('')
      .startsWith(compactQuery)
  );
}
