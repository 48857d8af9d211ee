import { defineStore } from 'pinia';
import { ref } from 'vue';
import {
  createCollection,
  deleteCollection,
  listAllCollections,
  updateCollection,
  type Collection,
  type CollectionBody,
} from './api';

export const useCollectionsStore = defineStore('collections', () => {
  /** Every collection, for pickers (the product list's filter); loaded on demand. */
  const all = ref<Collection[]>([]);
  const allLoaded = ref(false);

  async function loadAll(force = false): Promise<Collection[]> {
    if (allLoaded.value && !force) return all.value;
    all.value = await listAllCollections();
    allLoaded.value = true;
    return all.value;
  }

  function forget(): void {
    allLoaded.value = false;
  }

  async function save(id: number | null, body: CollectionBody): Promise<Collection> {
    const collection =
      id === null ? await createCollection(body) : await updateCollection(id, body);
    forget();
    return collection;
  }

  async function remove(id: number): Promise<void> {
    await deleteCollection(id);
    forget();
  }

  return { all, loadAll, save, remove };
});
