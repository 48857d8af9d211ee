/**
 * The one query-string parser of the app (docs/DESIGN.md §2 "Be lenient in what existing clients
 * send", as Django REST Framework and django-filter are): an empty value is an absent
 * parameter, a repeated list parameter (`id__in=1&id__in=2`) adds to the list, and any other
 * repeated parameter takes its last value. Every value reaches the route schemas as one
 * string, so a truly malformed value is still a 400 naming the parameter.
 */

/** Parameters that take a comma list: `__in` / `__exclude` filters (and `key_in`), `fields`. */
const LIST_PARAMETER = /(?:_in|__exclude)$|^fields$/;

export function parseQueryString(text: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    if (value === '') continue;
    const previous = out[name];
    out[name] =
      previous !== undefined && LIST_PARAMETER.test(name) ? `${previous},${value}` : value;
  }
  return out;
}
