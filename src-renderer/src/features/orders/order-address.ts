import type { ShippingAddress } from './api';

/**
 * A delivery address as one readable line: recipient, mobile, then the place with its parts
 * apart. A municipality is its own province and city (上海市 上海市 黄浦区): the city is left
 * out when it repeats the province.
 */
export function orderAddress(address: ShippingAddress): string {
  const place = [address.province, address.city, address.district]
    .filter((part, index, parts) => part && (index === 0 || part !== parts[index - 1]))
    .join(' ');
  const street = [address.address1, address.address2].filter(Boolean).join(' ');
  return [address.full_name, address.mobile, `${place} ${street}`.trim()]
    .filter(Boolean)
    .join(' · ');
}
