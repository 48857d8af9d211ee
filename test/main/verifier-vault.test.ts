import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerVerifierIpc, verifierFilePath } from '../../src-main/verifier-vault';
import { IPC_CHANNELS } from '../../src-shared/ipc';
import type { OfflineVerifier } from '../../src-shared/preload-api';
import { resetElectron, type FakeElectron } from './support/fake-electron';

// The desktop counter's offline sign-in verifiers (docs/DESIGN.md §14 "Starting offline"):
// encrypted with safeStorage in a file under userData, answered to the app's own pages only,
// refused when the computer cannot encrypt them.

const APP = { app: true };
const FOREIGN = { app: false };

const VERIFIER: OfflineVerifier = {
  staff_id: 7,
  username: 'clerk',
  store_id: 3,
  salt: Buffer.alloc(16, 1).toString('base64'),
  iterations: 310_000,
  hash: Buffer.alloc(32, 2).toString('base64'),
  stamp: 'stamp-1',
  signed_in_at: '2026-12-02T08:00:00.000Z',
};

let userData: string;
let fake: FakeElectron;

beforeEach(() => {
  userData = mkdtempSync(join(tmpdir(), 'shopdesk-vault-'));
  fake = resetElectron(userData);
  registerVerifierIpc({
    ipcMain: fake.ipcMain,
    fromApp: (event) => (event as typeof APP).app === true,
    file: () => verifierFilePath(userData),
    safeStorage: fake.safeStorage,
  });
});

afterEach(() => rmSync(userData, { recursive: true, force: true }));

const invoke = (channel: string, event: object, ...args: unknown[]) =>
  fake.invoke(channel, event, ...args);

describe('the verifier vault', () => {
  it('keeps a verifier in an encrypted file, reads it back, replaces and removes by staff id', async () => {
    expect(await invoke(IPC_CHANNELS.verifiersRead, APP)).toEqual({
      available: true,
      verifiers: [],
    });
    expect(await invoke(IPC_CHANNELS.verifiersSave, APP, VERIFIER)).toEqual({ saved: true });
    const bytes = await readFile(verifierFilePath(userData));
    // Written through safeStorage: neither the hash nor the username is in the file as such.
    expect(bytes.toString('utf8')).toMatch(/^fake-safe-storage:/);
    expect(bytes.toString('utf8')).not.toContain(VERIFIER.hash);
    expect(bytes.toString('utf8')).not.toContain('clerk');
    expect(fake.encrypted.at(-1)).toContain(VERIFIER.hash);
    expect(await invoke(IPC_CHANNELS.verifiersRead, APP)).toEqual({
      available: true,
      verifiers: [VERIFIER],
    });

    const newer = { ...VERIFIER, stamp: 'stamp-2' };
    const other = { ...VERIFIER, staff_id: 8, username: 'other' };
    await invoke(IPC_CHANNELS.verifiersSave, APP, newer);
    await invoke(IPC_CHANNELS.verifiersSave, APP, other);
    expect(await invoke(IPC_CHANNELS.verifiersRead, APP)).toEqual({
      available: true,
      verifiers: [newer, other],
    });
    expect(await invoke(IPC_CHANNELS.verifiersRemove, APP, { staff_ids: [7] })).toEqual({
      saved: true,
    });
    expect(await invoke(IPC_CHANNELS.verifiersRead, APP)).toEqual({
      available: true,
      verifiers: [other],
    });
  });

  it('refuses a foreign sender on every channel, before anything is read or written', async () => {
    for (const [channel, args] of [
      [IPC_CHANNELS.verifiersRead, []],
      [IPC_CHANNELS.verifiersSave, [VERIFIER]],
      [IPC_CHANNELS.verifiersRemove, [{ staff_ids: [7] }]],
    ] as const) {
      await expect(invoke(channel, FOREIGN, ...args), channel).rejects.toThrow(/refused/);
    }
    expect(fake.encrypted).toEqual([]);
    await expect(readFile(verifierFilePath(userData))).rejects.toThrow(/ENOENT/);
  });

  it('refuses what is not a verifier (a password field, a short hash, extra fields)', async () => {
    for (const wrong of [
      { ...VERIFIER, password: 'secret' },
      { ...VERIFIER, hash: 'abc' },
      { ...VERIFIER, iterations: 1000 },
      { ...VERIFIER, staff_id: '7' },
    ]) {
      expect(await invoke(IPC_CHANNELS.verifiersSave, APP, wrong)).toEqual({
        saved: false,
        reason: 'invalid',
      });
    }
    expect(await invoke(IPC_CHANNELS.verifiersRemove, APP, { staff_ids: ['7'] })).toEqual({
      saved: false,
      reason: 'invalid',
    });
    await expect(invoke(IPC_CHANNELS.verifiersSave, APP)).rejects.toThrow(/not the arguments/);
    expect(fake.encrypted).toEqual([]);
  });

  it('keeps nothing when the computer offers no encryption, or only the plain-text fallback', async () => {
    await invoke(IPC_CHANNELS.verifiersSave, APP, VERIFIER);
    for (const setup of [
      () => {
        fake.encryptionAvailable = false;
      },
      () => {
        fake.encryptionAvailable = true;
        fake.storageBackend = 'basic_text';
      },
    ]) {
      setup();
      const before = fake.encrypted.length;
      expect(await invoke(IPC_CHANNELS.verifiersRead, APP)).toEqual({ available: false });
      expect(await invoke(IPC_CHANNELS.verifiersSave, APP, VERIFIER)).toEqual({
        saved: false,
        reason: 'unavailable',
      });
      expect(await invoke(IPC_CHANNELS.verifiersRemove, APP, { staff_ids: [7] })).toEqual({
        saved: false,
        reason: 'unavailable',
      });
      expect(fake.encrypted.length).toBe(before);
    }
  });

  it('reads a damaged or foreign file as no verifiers', async () => {
    await writeFile(verifierFilePath(userData), 'not encrypted');
    expect(await invoke(IPC_CHANNELS.verifiersRead, APP)).toEqual({
      available: true,
      verifiers: [],
    });
    await writeFile(verifierFilePath(userData), fake.safeStorage.encryptString('[{"staff_id":1}]'));
    expect(await invoke(IPC_CHANNELS.verifiersRead, APP)).toEqual({
      available: true,
      verifiers: [],
    });
  });
});

