// The loyalty operations the routes call (docs/DESIGN.md §7): levels (levels.ts), the point
// history and adjustments (history.ts); the hooks into the orders' transactions are
// order-hooks.ts.
export { createLevel, deleteLevel, getLevel, replaceLevel } from './levels';
export { adjust, countEntries, getEntry, listEntries, presentEntries } from './history';
