import type { Migration } from 'kysely/migration';
import * as core from './0001-core';
import * as places from './0002-places';
import * as shipping from './0003-shipping';

// A static index: bundling would break a loader that scans this folder.
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-places': places,
  '0003-shipping': shipping,
};
