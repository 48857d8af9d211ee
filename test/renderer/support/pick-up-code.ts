import type { PickUpCode } from '@/features/pick-up/api';
import { useSessionStore } from '@/features/session/store';

/** A pick-up key as the server hands them out (12 digits). */
export const PICK_UP_KEY = '294563185101';

/** An unused code of 南京西路店 whose package is prepared, as the API answers it. */
export const unusedPickUpCode: PickUpCode = {
  id: 5,
  key: PICK_UP_KEY,
  key_status: 'unused',
  stock_status: 'prepared',
  service_order_id: 9,
  order_number: 1009,
  offline_shop: { id: 1, title: '南京西路店' },
  customer: { id: 3, full_name: '王芳', mobile: '138****8001' },
  lines: [{ title: '保温杯', variant_title: '黑', sku: 'SD-1', quantity: 2, image: null }],
  total_quantity: 2,
  expires_at: '2026-11-28T19:30:00.000+08:00',
  used_at: null,
  used_by: null,
  collected_by: null,
  prepared_at: '2026-11-21T10:00:00.000+08:00',
  created_at: '2026-11-21T09:00:00.000+08:00',
  updated_at: '2026-11-21T10:00:00.000+08:00',
};

/** Signs in (in the active Pinia) the clerk of 南京西路店 that the counter tests use. */
export function startClerkSession(): void {
  useSessionStore().start({
    token: 'tok',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    staff: {
      id: 2,
      username: 'clerk.a',
      role: 'staff',
      offline_shop: { id: 1, title: '南京西路店' },
    },
  });
}
