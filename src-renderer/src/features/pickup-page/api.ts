import { anonymously, answer, api, type Schemas } from '@/shared/api/client';

/** The customer's view of his code (public `fetch`). */
export type CustomerPickUp = Schemas['PickUpCodeFetch'];

/** Public: the order's token and the shop's domain; 404 for either unknown. */
export function fetchCustomerPickUp(orderToken: string, shop: string): Promise<CustomerPickUp> {
  return answer(
    api.GET('/api/orders/pick_up_code/fetch/', {
      params: { query: { order_token: orderToken, shop } },
      ...anonymously,
    }),
  );
}
