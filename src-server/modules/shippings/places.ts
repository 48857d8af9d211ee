import type { PlaceRow } from '../../db/tables/shippings';

export interface PlaceTreeNode {
  name: string;
  pinyin: string;
  short_name: string;
  code: string;
  children: PlaceTreeNode[];
}

/**
 * The place directory is static data loaded by a migration, so it is read once and served
 * from memory: trees, children and ancestor chains need no query per request.
 */
export class PlaceDirectory {
  readonly all: readonly PlaceRow[];
  readonly topLevel: readonly PlaceRow[];
  private readonly byId = new Map<number, PlaceRow>();
  private readonly byCode = new Map<string, PlaceRow>();
  private readonly children = new Map<number, PlaceRow[]>();
  private readonly trees = new Map<number, PlaceTreeNode>();
  private treeJson: string | null = null;

  constructor(rows: PlaceRow[]) {
    this.all = rows;
    const top: PlaceRow[] = [];
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.byCode.set(row.code, row);
      if (row.parent_id === null) top.push(row);
      else {
        const list = this.children.get(row.parent_id);
        if (list) list.push(row);
        else this.children.set(row.parent_id, [row]);
      }
    }
    this.topLevel = top;
  }

  findById(id: number) {
    return this.byId.get(id);
  }

  findByCode(code: string) {
    return this.byCode.get(code);
  }

  childrenOf(parentId: number): readonly PlaceRow[] {
    return this.children.get(parentId) ?? [];
  }

  /** The place and its ancestors, most specific first. */
  chain(code: string): PlaceRow[] {
    const out: PlaceRow[] = [];
    let place = this.byCode.get(code);
    while (place) {
      out.push(place);
      place = place.parent_id === null ? undefined : this.byId.get(place.parent_id);
    }
    return out;
  }

  tree(id: number): PlaceTreeNode {
    const cached = this.trees.get(id);
    if (cached) return cached;
    const place = this.byId.get(id)!;
    const node: PlaceTreeNode = {
      name: place.name,
      pinyin: place.pinyin,
      short_name: place.short_name,
      code: place.code,
      children: this.childrenOf(id).map((child) => this.tree(child.id)),
    };
    this.trees.set(id, node);
    return node;
  }

  /** The whole directory as the `all_place` JSON, built once. */
  allTreesJson(): string {
    this.treeJson ??= JSON.stringify(this.topLevel.map((place) => this.tree(place.id)));
    return this.treeJson;
  }
}
