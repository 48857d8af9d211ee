import { answer, api, type Page, type Query, type Schemas } from '@/shared/api/client';

// The counters' action history: read only, records are never changed.

export type ActionRecord = Schemas['Action'];
export type ActionName = ActionRecord['action'];
export const ACTION_NAMES: readonly ActionName[] = [
  'check',
  'consume',
  'consume_refused',
  'consume_conflict',
  'rollback',
  'stock_prepare',
  'login',
  'login_failed',
  'logout',
  'staff_create',
  'staff_update',
];
export type ActionListQuery = Query<'/api/shops/action_history/'>;

/** The action history list (its exports too). */
export const ACTION_HISTORY_PATH = 'shops/action_history/';

/** Newest first; staff see their store's records, managers every store's. */
export function listActions(query: ActionListQuery = {}): Promise<Page<ActionRecord>> {
  return answer(api.GET('/api/shops/action_history/', { params: { query } }));
}
