import { defineStore } from 'pinia';
import type { Page } from '@/api/client';
import { listActions, type ActionListQuery, type ActionRecord } from '@/api/staff';

/** The counters' action history (read only: records are never changed). */
export const useHistoryStore = defineStore('history', () => {
  function list(query: ActionListQuery): Promise<Page<ActionRecord>> {
    return listActions(query);
  }

  return { list };
});
