import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import {
  createShippingGroup,
  createShippingMethod,
  deleteShippingGroup,
  getPlaceTree,
  listAllShippingGroups,
  updateShippingGroup,
  updateShippingMethod,
  type PlaceTreeNode,
  type ShippingMethod,
  type ShippingMethodGroup,
  type ShippingMethodPatch,
} from './api';
import { indexPlaces, type PlaceEntry } from './places';

export const useShippingsStore = defineStore('shippings', () => {
  const groups = ref<ShippingMethodGroup[]>([]);
  const groupsLoaded = ref(false);
  // The place tree is large and never changes while the app runs: keep it out of deep reactivity.
  const places = shallowRef<PlaceTreeNode[] | null>(null);
  let placesRequest: Promise<PlaceTreeNode[]> | null = null;
  /** A place-tree request is on its way (the place pickers show it). */
  const placesLoading = ref(false);

  const placeIndex = computed<Map<string, PlaceEntry<PlaceTreeNode>>>(() =>
    places.value ? indexPlaces(places.value) : new Map(),
  );

  async function loadGroups(): Promise<void> {
    groups.value = await listAllShippingGroups();
    groupsLoaded.value = true;
  }

  function replaceGroup(group: ShippingMethodGroup): void {
    const index = groups.value.findIndex((g) => g.id === group.id);
    if (index >= 0) groups.value[index] = group;
    else groups.value.push(group);
  }

  /** A new group under the name the manager gave (the API creates it untitled, then names it). */
  async function createGroup(title: string): Promise<ShippingMethodGroup> {
    const group = await createShippingGroup();
    replaceGroup(group);
    return renameGroup(group.id, title);
  }

  async function renameGroup(id: number, title: string): Promise<ShippingMethodGroup> {
    const group = await updateShippingGroup(id, { title });
    replaceGroup(group);
    return group;
  }

  async function makeDefaultGroup(id: number): Promise<ShippingMethodGroup> {
    const group = await updateShippingGroup(id, { is_default: true });
    for (const other of groups.value) other.is_default = false;
    replaceGroup(group);
    return group;
  }

  async function removeGroup(id: number): Promise<void> {
    await deleteShippingGroup(id);
    groups.value = groups.value.filter((g) => g.id !== id);
  }

  function replaceMethod(method: ShippingMethod): void {
    for (const group of groups.value) {
      const index = group.shipping_methods.findIndex((m) => m.id === method.id);
      if (index >= 0) {
        // List responses carry no zones; keep the list's shape.
        group.shipping_methods[index] = { ...method, shipping_zones: [] };
        return;
      }
    }
  }

  async function addMethod(groupId: number, title: string): Promise<ShippingMethod> {
    const method = await createShippingMethod(groupId, title);
    const group = groups.value.find((g) => g.id === groupId);
    // List responses carry no zones; keep the list's shape.
    group?.shipping_methods.push({ ...method, shipping_zones: [] });
    return method;
  }

  async function setMethodEnabled(id: number, isEnabled: boolean): Promise<ShippingMethod> {
    const method = await updateShippingMethod(id, { is_enabled: isEnabled });
    replaceMethod(method);
    return method;
  }

  async function saveMethod(id: number, patch: ShippingMethodPatch): Promise<ShippingMethod> {
    const method = await updateShippingMethod(id, patch);
    replaceMethod(method);
    return method;
  }

  /** Loads the place tree once; later calls share the first request or its result. */
  function loadPlaces(): Promise<PlaceTreeNode[]> {
    if (places.value) return Promise.resolve(places.value);
    if (!placesRequest) {
      placesLoading.value = true;
      placesRequest = getPlaceTree()
        .then((tree) => {
          places.value = tree;
          return tree;
        })
        .finally(() => {
          placesRequest = null;
          placesLoading.value = false;
        });
    }
    return placesRequest;
  }

  return {
    groups,
    groupsLoaded,
    places,
    placesLoading,
    placeIndex,
    loadGroups,
    createGroup,
    renameGroup,
    makeDefaultGroup,
    removeGroup,
    addMethod,
    setMethodEnabled,
    saveMethod,
    loadPlaces,
  };
});
