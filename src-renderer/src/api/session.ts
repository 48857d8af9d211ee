import { call } from './client';

export type StaffRole = 'manager' | 'staff';

export interface OfflineShopRef {
  id: number;
  title: string;
}

export interface Staff {
  id: number;
  username: string;
  role: StaffRole;
  offline_shop: OfflineShopRef | null;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  /** This device's sign-in cookie for the staff member: sent back on its next sign-ins. */
  device_token: string;
  expires_at: string;
  staff: Staff;
}

/**
 * `deviceToken`: what an earlier sign-in of this user on this device answered; with it, other
 * people's wrong guesses at the username do not lock this device out (OWASP device cookies).
 */
export function login(credentials: LoginRequest, deviceToken?: string): Promise<LoginResponse> {
  return call<LoginResponse>('post', 'shops/staff_login/', {
    json: credentials,
    anonymous: true,
    ...(deviceToken && { headers: { 'X-Device-Token': deviceToken } }),
  });
}

/** Revokes the calling token (204). */
export function logout(): Promise<void> {
  return call<void>('post', 'shops/staff_logout/');
}
