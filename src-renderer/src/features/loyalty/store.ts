import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import {
  createLevel,
  deleteLevel,
  listAllLevels,
  replaceLevel,
  type LevelBody,
  type LoyaltyLevel,
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

  return {
    levels,
    levelsLoaded,
    sortedLevels,
    loadLevels,
    saveLevel,
    removeLevel,
  };
});
