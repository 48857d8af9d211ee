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
  expires_at: string;
  staff: Staff;
}

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return call<LoginResponse>('post', 'shops/staff_login/', { json: credentials, anonymous: true });
}

/** Revokes the calling token (204). */
export function logout(): Promise<void> {
  return call<void>('post', 'shops/staff_logout/');
}
