import { defineStore } from 'pinia';
import { computed, onScopeDispose, ref } from 'vue';
import { onReachability, provideCredentials } from '@/shared/api/client';
import type { LoginResponse, Staff } from './api';

// sessionStorage: a sign-in lasts as long as the window, never across restarts (an offline
// sign-in too: a restart asks again, against the verifier).
const STORAGE_KEY = 'shopdesk.session';
// localStorage: the device tokens stay, by lower-cased username, as long as the device does.
const DEVICES_KEY = 'shopdesk.devices';

function readDevices(): Record<string, string> {
  try {
    const saved = JSON.parse(localStorage.getItem(DEVICES_KEY) ?? '{}') as unknown;
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

interface SavedSession {
  /** Null for an offline sign-in (docs/DESIGN.md §14 "Starting offline"): no server, no token. */
  token: string | null;
  expiresAt: string;
  staff: Staff;
  offline?: boolean;
}

function isExpired(expiresAt: string | null): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return !Number.isNaN(time) && time <= Date.now();
}

function readSaved(): SavedSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedSession>;
    if (typeof saved.staff !== 'object' || saved.staff === null) return null;
    if (saved.offline === true) {
      return { token: null, expiresAt: '', staff: saved.staff, offline: true };
    }
    if (typeof saved.token !== 'string') return null;
    if (isExpired(saved.expiresAt ?? null)) {
      sessionStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return { token: saved.token, expiresAt: saved.expiresAt ?? '', staff: saved.staff };
  } catch {
    return null;
  }
}

export const useSessionStore = defineStore('session', () => {
  const saved = readSaved();
  const token = ref<string | null>(saved?.token ?? null);
  const expiresAt = ref<string | null>(saved?.expiresAt ?? null);
  const staff = ref<Staff | null>(saved?.staff ?? null);
  const offline = ref(saved?.offline === true);

  /** Signed in online: the server's token (every call to the server needs it). */
  const isAuthenticated = computed(() => token.value !== null && staff.value !== null);
  /**
   * Signed in offline against the counter's verifier: no token, the counter works from its copy
   * and queues hand-outs with this clerk; every other screen needs the server.
   */
  const isOffline = computed(() => offline.value && token.value === null && staff.value !== null);
  /** Either kind of session: the app's frame is open. */
  const isSignedIn = computed(() => isAuthenticated.value || isOffline.value);
  const isManager = computed(() => staff.value?.role === 'manager');

  /** The device token an earlier sign-in of `username` on this device received. */
  function deviceToken(username: string): string | undefined {
    const saved = readDevices()[username.toLowerCase()];
    return typeof saved === 'string' ? saved : undefined;
  }

  /** A session from a sign-in (its device token is kept when it has one). */
  function start(
    login: Omit<LoginResponse, 'device_token'> & Partial<Pick<LoginResponse, 'device_token'>>,
  ): void {
    if (login.device_token) {
      const devices = readDevices();
      devices[login.staff.username.toLowerCase()] = login.device_token;
      localStorage.setItem(DEVICES_KEY, JSON.stringify(devices));
    }
    token.value = login.token;
    expiresAt.value = login.expires_at;
    staff.value = login.staff;
    offline.value = false;
    const record: SavedSession = {
      token: login.token,
      expiresAt: login.expires_at,
      staff: login.staff,
    };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  }

  /** A session from an offline sign-in (offline-sign-in.ts checked the password). */
  function startOffline(clerk: Staff): void {
    token.value = null;
    expiresAt.value = null;
    staff.value = clerk;
    offline.value = true;
    const record: SavedSession = { token: null, expiresAt: '', staff: clerk, offline: true };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  }

  function clear(): void {
    token.value = null;
    expiresAt.value = null;
    staff.value = null;
    offline.value = false;
    sessionStorage.removeItem(STORAGE_KEY);
  }

  /** Clears a session whose `expires_at` has passed; true when a usable session remains. */
  function ensureValid(): boolean {
    if (token.value && isExpired(expiresAt.value)) clear();
    return isSignedIn.value;
  }

  /**
   * Whether the server answered the last call (null: nothing asked yet). The sign-in screen
   * offers offline sign-in when it does not; an offline session is asked to sign in online
   * when it answers again.
   */
  const serverReachable = ref<boolean | null>(null);
  onScopeDispose(
    onReachability((reachable) => {
      serverReachable.value = reachable;
    }),
  );

  // The HTTP client signs its calls with this session and ends it on a refused token.
  provideCredentials({ token: () => token.value, expire: clear });

  return {
    token,
    expiresAt,
    staff,
    isAuthenticated,
    isOffline,
    isSignedIn,
    isManager,
    serverReachable,
    deviceToken,
    start,
    startOffline,
    clear,
    ensureValid,
  };
});
