import { defineStore } from 'pinia';
import type { Page } from '@/shared/api/client';
import { listActions, type ActionListQuery, type ActionRecord } from '@/features/staff/api';

/** The counters' action history (read only: records are never changed). */
export const useHistoryStore = defineStore('history', () => {
  function list(query: ActionListQuery): Promise<Page<ActionRecord>> {
    return listActions(query);
  }

  return { list };
});
