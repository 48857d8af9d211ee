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
