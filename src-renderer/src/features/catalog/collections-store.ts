import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { Page, PageQuery } from '@/shared/api/client';
import {
  addCollectionEntry,
  createCollection,
  deleteCollection,
  findCollection,
  listAllCollections,
  listCollectionEntries,
  listCollections,
  removeCollectionEntry,
  updateCollection,
  updateCollectionEntry,
  type Collection,
  type CollectionBody,
  type CollectionEntry,
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

  function list(query: PageQuery): Promise<Page<Collection>> {
    return listCollections(query);
  }

  /** The collection with its rules; null when there is none. */
  function load(id: number): Promise<Collection | null> {
    return findCollection(id);
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

  function entries(id: number, query: PageQuery): Promise<Page<CollectionEntry>> {
    return listCollectionEntries(id, query);
  }

  function addEntry(id: number, productId: number): Promise<CollectionEntry> {
    return addCollectionEntry(id, { product_id: productId });
  }

  function moveEntry(id: number, productId: number, position: number): Promise<CollectionEntry> {
    return updateCollectionEntry(id, productId, { position });
  }

  function setFeatured(id: number, productId: number, featured: boolean): Promise<CollectionEntry> {
    return updateCollectionEntry(id, productId, { featured });
  }

  function removeEntry(id: number, productId: number): Promise<void> {
    return removeCollectionEntry(id, productId);
  }

  return {
    all,
    loadAll,
    list,
    load,
    save,
    remove,
    entries,
    addEntry,
    moveEntry,
    setFeatured,
    removeEntry,
  };
});
