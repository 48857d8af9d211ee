import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { provideCredentials } from '@/shared/api/client';
import type { LoginResponse, Staff } from './api';

// sessionStorage: a sign-in lasts as long as the window, never across restarts.
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
  token: string;
  expiresAt: string;
  staff: Staff;
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
    if (typeof saved.token !== 'string' || typeof saved.staff !== 'object' || saved.staff === null)
      return null;
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

  const isAuthenticated = computed(() => token.value !== null && staff.value !== null);
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
    const record: SavedSession = {
      token: login.token,
      expiresAt: login.expires_at,
      staff: login.staff,
    };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  }

  function clear(): void {
    token.value = null;
    expiresAt.value = null;
    staff.value = null;
    sessionStorage.removeItem(STORAGE_KEY);
  }

  /** Clears a session whose `expires_at` has passed; true when a usable session remains. */
  function ensureValid(): boolean {
    if (token.value && isExpired(expiresAt.value)) clear();
    return isAuthenticated.value;
  }

  // The HTTP client signs its calls with this session and ends it on a refused token.
  provideCredentials({ token: () => token.value, expire: clear });

  return {
    token,
    expiresAt,
    staff,
    isAuthenticated,
    isManager,
    deviceToken,
    start,
    clear,
    ensureValid,
  };
});
