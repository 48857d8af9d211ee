import type { ActionName } from '../../db/tables/shops';
import type { ActionKind, ActionParams } from '../../../src-shared/action-params';

// The table's actions and the params' map name the same actions (src-shared/action-params.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameActions: Same<ActionName, ActionKind> = true;
void sameActions;

interface ActionColumns {
  staff_id: number | null;
  offline_shop_id: number | null;
  pick_up_code_id?: number | null;
  key?: string | null;
  order_id?: number | null;
  /** English prose: machine readers, and the API's English answer. */
  detail: string;
  ip: string;
  created_at: number;
}

/** One record: its action, with that action's params (src-shared/action-params.ts). */
export type ActionValues = {
  [A in ActionKind]: ActionColumns & { action: A; params: ActionParams<A> };
}[ActionKind];

/**
 * A record's values in the column order of the history's INSERTs (action, staff_id,
 * offline_shop_id, pick_up_code_id, key, order_id, detail, params, ip, created_at): the one
 * place a record becomes a row, for the single INSERT and the group insert alike.
 */
export const columnValues = (values: ActionValues) =>
  [
    values.action,
    values.staff_id,
    values.offline_shop_id,
    values.pick_up_code_id ?? null,
    values.key ?? null,
    values.order_id ?? null,
    values.detail,
    JSON.stringify(values.params),
    values.ip,
    values.created_at,
  ] as const;
