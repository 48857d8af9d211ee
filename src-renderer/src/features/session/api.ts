import { anonymously, answer, api, call, type Body, type Schemas } from '@/shared/api/client';

export type LoginResponse = Schemas['StaffLogin'];
export type Staff = LoginResponse['staff'];
export type StaffRole = Staff['role'];
export type OfflineShopRef = NonNullable<Staff['offline_shop']>;
export type LoginRequest = Body<'/api/shops/staff_login/', 'post'>;

/**
 * `deviceToken`: what an earlier sign-in of this user on this device answered; with it, other
 * people's wrong guesses at the username do not lock this device out (OWASP device cookies).
 */
export function login(credentials: LoginRequest, deviceToken?: string): Promise<LoginResponse> {
  return answer(
    api.POST('/api/shops/staff_login/', {
      body: credentials,
      ...(deviceToken && { headers: { 'X-Device-Token': deviceToken } }),
      ...anonymously,
    }),
  );
}

/** Revokes the calling token (204). */
export async function logout(): Promise<void> {
  await api.POST('/api/shops/staff_logout/');
}

/** A clerk of the store as offline sign-in knows them (docs/DESIGN.md §14 "Starting offline"). */
export interface OfflineClerk {
  id: number;
  username: string;
  /** Changes when the clerk's password, active state or store changes. */
  stamp: string;
}

export interface OfflineSignInList {
  /** The shop setting (0–30; 0: offline sign-in is off). */
  offline_sign_in_days: number;
  /** The store's active clerks. */
  clerks: OfflineClerk[];
}

/**
 * `GET /api/shops/offline_sign_in/?offline_shop=` (staff token): which clerks of the store may
 * keep a verifier on its counters, and for how long. Typed here until the served OpenAPI
 * document lists it (then `npm run api:types` and `api.GET`). An outage is the caller's: the
 * verifiers stay as they are until the next try.
 */
export function fetchOfflineSignIn(storeId: number): Promise<OfflineSignInList> {
  return call<OfflineSignInList>('get', 'shops/offline_sign_in/', {
    searchParams: { offline_shop: storeId },
    outageRetries: false,
  });
}
