// Which counter handed a package out offline (docs/OFFLINE.md): one id per installation or
// browser profile, made once and kept in localStorage, sent with every offline consume.
const COUNTER_ID_KEY = 'shopdesk.counterId';

/** This counter's id (`counter-` and 8 hex digits), made on first use. */
export function counterId(): string {
  const saved = localStorage.getItem(COUNTER_ID_KEY);
  if (saved && /^counter-[0-9a-f]{8}$/.test(saved)) return saved;
  const made = `counter-${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;
  localStorage.setItem(COUNTER_ID_KEY, made);
  return made;
}
