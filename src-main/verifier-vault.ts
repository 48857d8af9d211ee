/**
 * The offline sign-in verifiers of the desktop counter (docs/DESIGN.md §14 "Starting offline"):
 * kept by the main process in one file under userData, encrypted with Electron's safeStorage
 * (the system's keychain), so another user of the computer or a copied disk reads no hash. When
 * the system offers no encryption (or only Linux's plain-text fallback) nothing is kept and the
 * renderer says offline sign-in is off on this computer. The page hands over only a verifier
 * record, checked field by field here.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { IPC_CHANNELS } from '../src-shared/ipc';
import type {
  OfflineVerifier,
  VerifierVaultRead,
  VerifierVaultWrite,
} from '../src-shared/preload-api';
import { handleChannel, type InvokeEventLike, type IpcMainLike } from './ipc-handlers';

/** The members of Electron's `safeStorage` the vault uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(text: string): Buffer;
  decryptString(data: Buffer): string;
  /** Linux only: `basic_text` means a hard-coded key, which protects nothing. */
  getSelectedStorageBackend?(): string;
}

export const VERIFIERS_FILE = 'offline-verifiers.bin';

/** The most verifiers one counter keeps (a store's clerks; the file stays small). */
export const MAX_VERIFIERS = 500;

export function verifierFilePath(userData: string): string {
  return join(userData, VERIFIERS_FILE);
}

const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);

const verifierSchema = z
  .object({
    staff_id: z.number().int().positive(),
    username: z.string().min(1).max(150),
    store_id: z.number().int().positive(),
    salt: base64.min(16).max(64),
    iterations: z.number().int().min(100_000).max(10_000_000),
    hash: base64.min(32).max(128),
    stamp: z.string().max(200).nullable(),
    signed_in_at: z.iso.datetime({ offset: true }),
  })
  .strict();

const removeSchema = z.object({ staff_ids: z.array(z.number().int().positive()).max(1000) });

/** A verifier from the page, checked field by field; null when it is not one. */
export function parseVerifier(value: unknown): OfflineVerifier | null {
  const parsed = verifierSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether this computer can keep the verifiers encrypted. */
export function canEncrypt(safe: SafeStorageLike): boolean {
  if (!safe.isEncryptionAvailable()) return false;
  return safe.getSelectedStorageBackend?.() !== 'basic_text';
}

/** The kept verifiers; an unreadable or foreign file reads as none. */
export async function readVerifiers(file: string, safe: SafeStorageLike): Promise<VerifierVaultRead> {
  if (!canEncrypt(safe)) return { available: false };
  let text: string;
  try {
    text = safe.decryptString(await readFile(file));
  } catch {
    return { available: true, verifiers: [] };
  }
  try {
    const list: unknown = JSON.parse(text);
    const verifiers = Array.isArray(list)
      ? list.map(parseVerifier).filter((entry): entry is OfflineVerifier => entry !== null)
      : [];
    return { available: true, verifiers };
  } catch {
    return { available: true, verifiers: [] };
  }
}

/** Written encrypted and atomically (a crash mid-write never leaves half a file). */
async function writeVerifiers(file: string, safe: SafeStorageLike, list: OfflineVerifier[]) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, safe.encryptString(JSON.stringify(list)));
  await rename(temporary, file);
}

export interface VerifierIpcDeps {
  ipcMain: IpcMainLike;
  fromApp(event: InvokeEventLike): boolean;
  file(): string;
  safeStorage: SafeStorageLike;
}

/** Read-modify-write, one at a time: two saves never lose one another's change. */
function serialised() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

async function update(
  deps: VerifierIpcDeps,
  change: (list: OfflineVerifier[]) => OfflineVerifier[],
): Promise<VerifierVaultWrite> {
  const read = await readVerifiers(deps.file(), deps.safeStorage);
  if (!read.available) return { saved: false, reason: 'unavailable' };
  await writeVerifiers(deps.file(), deps.safeStorage, change(read.verifiers));
  return { saved: true };
}

/** The verifier channels, answered to the counter window's app pages only. */
export function registerVerifierIpc(deps: VerifierIpcDeps): void {
  const fromApp = (event: InvokeEventLike) => deps.fromApp(event);
  const queue = serialised();
  handleChannel(deps.ipcMain, IPC_CHANNELS.verifiersRead, fromApp, () =>
    queue(() => readVerifiers(deps.file(), deps.safeStorage)),
  );
  handleChannel(deps.ipcMain, IPC_CHANNELS.verifiersSave, fromApp, (_event, value) => {
    const verifier = parseVerifier(value);
    if (!verifier) return { saved: false, reason: 'invalid' };
    return queue(() =>
      update(deps, (list) =>
        [...list.filter((entry) => entry.staff_id !== verifier.staff_id), verifier].slice(
          -MAX_VERIFIERS,
        ),
      ),
    );
  });
  handleChannel(deps.ipcMain, IPC_CHANNELS.verifiersRemove, fromApp, (_event, value) => {
    const parsed = removeSchema.safeParse(value);
    if (!parsed.success) return { saved: false, reason: 'invalid' };
    const gone = new Set(parsed.data.staff_ids);
    return queue(() => update(deps, (list) => list.filter((entry) => !gone.has(entry.staff_id))));
  });
}
