import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Page } from '@/shared/api/client';
import {
  adjustPoints,
  createLevel,
  deleteLevel,
  listAllLevels,
  listPointHistory,
  replaceLevel,
  type AdjustBody,
  type LevelBody,
  type LoyaltyLevel,
  type PointEntry,
} from './api';
import { sortLevels } from './loyalty-form';

export const useLoyaltyStore = defineStore('loyalty', () => {
  const levels = ref<LoyaltyLevel[]>([]);
  const levelsLoaded = ref(false);

  /** Lowest to highest. */
  const sortedLevels = computed(() => sortLevels(levels.value));

  async function loadLevels(): Promise<LoyaltyLevel[]> {
    levels.value = await listAllLevels();
    levelsLoaded.value = true;
    return levels.value;
  }

  function keep(level: LoyaltyLevel): LoyaltyLevel {
    const index = levels.value.findIndex((l) => l.id === level.id);
    if (index >= 0) levels.value[index] = level;
    else levels.value.push(level);
    return level;
  }

  /** Creates (`id` null) or replaces the whole level. */
  async function saveLevel(id: number | null, body: LevelBody): Promise<LoyaltyLevel> {
    return keep(id === null ? await createLevel(body) : await replaceLevel(id, body));
  }

  async function removeLevel(id: number): Promise<void> {
    await deleteLevel(id);
    levels.value = levels.value.filter((level) => level.id !== id);
  }

  /** A page of a customer's point history, newest first. */
  function history(customerId: number, page: number, pageSize: number): Promise<Page<PointEntry>> {
    return listPointHistory({ customer: customerId, page, page_size: pageSize });
  }

  /** The new entry; its `customer` carries the balance and level after it. */
  function adjust(body: AdjustBody): Promise<PointEntry> {
    return adjustPoints(body);
  }

  return {
    levels,
    levelsLoaded,
    sortedLevels,
    loadLevels,
    saveLevel,
    removeLevel,
    history,
    adjust,
  };
});
