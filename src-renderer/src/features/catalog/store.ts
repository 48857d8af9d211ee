import { defineStore } from 'pinia';
import { reactive, ref } from 'vue';
import type { LocationQuery } from 'vue-router';
import {
  createArticle,
  createProduct,
  createTitled,
  deleteTitled,
  listAllTitled,
  renameTitled,
  updateArticle,
  updateProduct,
  type Article,
  type ArticleBody,
  type Product,
  type ProductBody,
  type Titled,
  type TitledKind,
} from './api';

/** Products, and the titled things they are sorted by (vendors, product tags, categories). */
export const useCatalogStore = defineStore('catalog', () => {
  // Short lists the product and article forms choose from, loaded once and kept current.
  const titled = reactive<Record<TitledKind, Titled[]>>({
    vendor: [],
    product_tag: [],
    category: [],
    article_tag: [],
  });
  const titledLoaded = reactive<Record<TitledKind, boolean>>({
    vendor: false,
    product_tag: false,
    category: false,
    article_tag: false,
  });
  const titledRequests: Partial<Record<TitledKind, Promise<Titled[]>>> = {};
  /** The product list's last search, filters and page, for the editor's way back to it. */
  const listQuery = ref<LocationQuery>({});

  /** Loads a list (once unless `force`); later calls share the request in flight. */
  function loadTitled(kind: TitledKind, force = false): Promise<Titled[]> {
    if (titledLoaded[kind] && !force) return Promise.resolve(titled[kind]);
    titledRequests[kind] ??= listAllTitled(kind)
      .then((items) => {
        titled[kind] = items;
        titledLoaded[kind] = true;
        return items;
      })
      .finally(() => {
        delete titledRequests[kind];
      });
    return titledRequests[kind];
  }

  /** Writes that may have made titles (a new vendor or tag by name) make the lists stale. */
  function titledChanged(...kinds: TitledKind[]): void {
    for (const kind of kinds) titledLoaded[kind] = false;
  }

  async function addTitled(kind: TitledKind, title: string): Promise<Titled> {
    const item = await createTitled(kind, title);
    titled[kind] = [...titled[kind], item];
    return item;
  }

  async function renameTitledItem(kind: TitledKind, id: number, title: string): Promise<Titled> {
    const item = await renameTitled(kind, id, title);
    titled[kind] = titled[kind].map((other) => (other.id === id ? item : other));
    return item;
  }

  async function removeTitled(kind: TitledKind, id: number): Promise<void> {
    await deleteTitled(kind, id);
    titled[kind] = titled[kind].filter((item) => item.id !== id);
  }

  /** Creates (id null) or updates a product; a new vendor or tag by name makes those lists stale. */
  async function saveProduct(id: number | null, body: ProductBody): Promise<Product> {
    const product = id === null ? await createProduct(body) : await updateProduct(id, body);
    titledChanged('vendor', 'product_tag');
    return product;
  }

  /** Creates (id null) or updates an article; new tag titles create tags. */
  async function saveArticle(id: number | null, body: ArticleBody): Promise<Article> {
    const article = id === null ? await createArticle(body) : await updateArticle(id, body);
    titledChanged('article_tag');
    return article;
  }

  return {
    titled,
    titledLoaded,
    listQuery,
    loadTitled,
    titledChanged,
    addTitled,
    renameTitled: renameTitledItem,
    removeTitled,
    saveProduct,
    saveArticle,
  };
});
