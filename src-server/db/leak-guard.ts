import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Enforces the transaction contract (in the manner of atproto's LeakyTxPlugin): code running
 * inside `transaction(fn)` must use the handle `fn` receives. A query through the outer handle
 * there would run outside the transaction (PostgreSQL: another connection, not rolled back
 * with it) or wait forever for the one connection (SQLite): it throws at once instead.
 */
export function transactionLeakGuard() {
  const inside = new AsyncLocalStorage<true>();
  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (inside.getStore())
        throw new Error(
          'The outer database handle was used inside transaction(fn): use the handle fn receives.',
        );
      return node;
    },
    transformResult: async ({
      result,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
  };
  return {
    plugin,
    /** Runs `fn` as the body of a transaction: the guarded handle refuses queries meanwhile. */
    run: <T>(fn: () => Promise<T>) => inside.run(true, fn),
    /** Whether the caller is inside a transaction body (a nested transaction would deadlock). */
    active: () => inside.getStore() === true,
  };
}

export type TransactionLeakGuard = ReturnType<typeof transactionLeakGuard>;
