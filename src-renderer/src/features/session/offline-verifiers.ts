import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineVerifier, VerifierVaultBridge } from '@shared/preload-api';

// Where the counter keeps its offline sign-in verifiers (docs/DESIGN.md §14 "Starting
// offline"): in the desktop app the main process, encrypted with safeStorage (through the
// preload's bridge); in a browser, an IndexedDB database of its own, apart from the replica's,
// so clearing the copy of the store never drops them (and the reverse).

/** One interface whichever keeps them. */
export interface VerifierStore {
  /** False: this computer cannot keep them (no encryption in the desktop app, no IndexedDB). */
  available(): Promise<boolean>;
  list(): Promise<OfflineVerifier[]>;
  /** Keeps it (replacing the one of that staff id); false when it could not be kept. */
  save(verifier: OfflineVerifier): Promise<boolean>;
  remove(staffIds: number[]): Promise<void>;
}

interface VerifierSchema extends DBSchema {
  verifiers: { key: number; value: OfflineVerifier };
}

export const VERIFIER_DB_NAME = 'shopdesk-offline-sign-in';

let opening: Promise<IDBPDatabase<VerifierSchema>> | null = null;

function verifierDb(): Promise<IDBPDatabase<VerifierSchema>> {
  opening ??= openDB<VerifierSchema>(VERIFIER_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('verifiers', { keyPath: 'staff_id' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes the database (tests start each case from a fresh one). */
export async function closeVerifierDb(): Promise<void> {
  const db = opening ? await opening.catch(() => null) : null;
  opening = null;
  db?.close();
}

const inIndexedDb: VerifierStore = {
  available: () =>
    verifierDb().then(
      () => true,
      () => false,
    ),
  list: async () => (await verifierDb()).getAll('verifiers'),
  save: async (verifier) => {
    // A plain copy: IndexedDB cannot store a reactive proxy.
    await (await verifierDb()).put('verifiers', { ...verifier });
    return true;
  },
  remove: async (staffIds) => {
    const tx = (await verifierDb()).transaction('verifiers', 'readwrite');
    await Promise.all([...staffIds.map((id) => tx.store.delete(id)), tx.done]);
  },
};

function inDesktopVault(vault: VerifierVaultBridge): VerifierStore {
  return {
    available: async () => (await vault.read()).available,
    list: async () => {
      const read = await vault.read();
      return read.available ? read.verifiers : [];
    },
    save: async (verifier) => (await vault.save({ ...verifier })).saved,
    remove: async (staffIds) => {
      if (staffIds.length > 0) await vault.remove([...staffIds]);
    },
  };
}

/** The desktop app's vault when the preload offers one, else this browser's IndexedDB. */
export function verifierStore(): VerifierStore {
  const vault = typeof window === 'undefined' ? undefined : window.shopdesk?.offlineVerifiers;
  return vault ? inDesktopVault(vault) : inIndexedDb;
}
