import type { Kysely } from 'kysely';

/**
 * The texts the server stored in English (an order's timeline notes, a notice's detail) become
 * stored messages: the code and its params as JSON after a space, as the app now writes them
 * (docs/ARCHITECTURE.md "Messages", storedMessage), so they are said in the reader's language
 * from the catalogues and no English sentence is a key any more. The English templates the
 * earlier versions wrote are frozen here, with the code each became; a text that matches none
 * (a person's own words) stays as written. `down` writes the English back.
 */

/** [English as the earlier versions wrote it, its message code]; `{name}`s are its params. */
const TEMPLATES: readonly (readonly [english: string, code: string])[] = [
  // The order's timeline.
  ['Order placed for pick-up.', 'timeline.placed_pick_up'],
  ['Order placed for delivery.', 'timeline.placed_delivery'],
  ['Payment received.', 'timeline.paid'],
  ['Pick-up code {key} issued.', 'timeline.code_issued'],
  ['Cancelled.', 'timeline.cancelled'],
  ['Cancelled: {reason}', 'timeline.cancelled_because'],
  ['Sent by {carrier}, tracking number {number} ({n} of {total} lines).', 'timeline.sent'],
  ['Refunded {amount}: {reason}', 'timeline.refunded'],
  ['Picked up at {store}, handed out by {staff}.', 'timeline.picked_up'],
  ['Picked up at {store}, handed out by {staff}, collected by {who}.', 'timeline.picked_up_by'],
  ['Handed out offline at {where} ({store}) by {staff}.', 'timeline.offline'],
  [
    'Handed out offline at {where} ({store}) by {staff}, collected by {who}.',
    'timeline.offline_by',
  ],
  ['Pick-up rolled back by {staff}.', 'timeline.rolled_back'],
  ['Package prepared.', 'timeline.prepared'],
  ['Package marked as not prepared.', 'timeline.unprepared'],
  ['Hand-out rolled back.', 'timeline.hand_out_rolled_back'],
  [
    'The package was handed out again; the later hand-out has its own receipt.',
    'timeline.handed_out_again',
  ],
  [
    'The hand-out was rolled back before the receipt went out.',
    'timeline.rolled_back_before_receipt',
  ],
  // A notice's detail.
  ['No WeChat template for this notice and SMS is not set up.', 'notifications.no_template_no_sms'],
  ['The customer does not accept SMS.', 'notifications.no_sms_consent'],
  [
    'The customer has no WeChat openid and SMS is not set up for this notice.',
    'notifications.no_openid_no_sms',
  ],
  ['The customer has no mobile number.', 'notifications.no_mobile'],
  ['No answer within {n} s.', 'notifications.no_answer'],
  ['Held back by the quiet hours.', 'notifications.quiet_hours'],
  ['The package is no longer marked prepared.', 'notifications.no_longer_prepared'],
  ['The package was collected before the notice went out.', 'notifications.collected_before'],
  ['The pick-up code has expired.', 'notifications.code_expired'],
  ['The pick-up code no longer exists.', 'notifications.code_gone'],
  ['The order was cancelled.', 'orders.cancelled'],
];

/** Where each kind of text is kept. */
const COLUMNS = [
  { table: 'order_timeline', column: 'note' },
  { table: 'notification', column: 'detail' },
] as const;

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  english: string;
  code: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: the more specific template is tried first. */
  literal: number;
}

function compile([english, code]: readonly [string, string]): Template {
  const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const source = english
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
    .join('');
  const literal = english.replace(PLACEHOLDER, '').length;
  return { english, code, pattern: new RegExp(`^${source}$`, 's'), names, literal };
}

const COMPILED = TEMPLATES.map(compile).sort((a, b) => b.literal - a.literal);
const BY_CODE = new Map(COMPILED.map((template) => [template.code, template]));

/** An English text as the stored message it says; null for a text no template wrote. */
export function storedMessageOf(text: string): string | null {
  for (const template of COMPILED) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    if (template.names.length === 0) return template.code;
    const params = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    return `${template.code} ${JSON.stringify(params)}`;
  }
  return null;
}

const STORED = /^([a-z_]+\.[a-z0-9_]+)(?: (\{.*\}))?$/s;

/** A stored message of one of the templates, in English again; null for any other text. */
export function englishOf(text: string): string | null {
  const match = STORED.exec(text);
  const template = match && BY_CODE.get(match[1]!);
  if (!template) return null;
  const params = (match[2] ? JSON.parse(match[2]) : {}) as Record<string, unknown>;
  return template.english.replace(PLACEHOLDER, (whole, name: string) =>
    typeof params[name] === 'string' || typeof params[name] === 'number'
      ? String(params[name])
      : whole,
  );
}

/** Rewrites each row's text that `change` turns into another, a page of rows at a time. */
async function rewrite(db: Kysely<any>, change: (text: string) => string | null) {
  for (const { table, column } of COLUMNS) {
    let after = 0;
    for (;;) {
      const rows = (await db
        .selectFrom(table)
        .select(['id', column])
        .where('id', '>', after)
        .where(column, 'is not', null)
        .orderBy('id')
        .limit(500)
        .execute()) as { id: number; [column: string]: string | number }[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const changed = change(String(row[column]));
        if (changed !== null)
          await db
            .updateTable(table)
            .set({ [column]: changed })
            .where('id', '=', row.id)
            .execute();
      }
      after = Number(rows.at(-1)!.id);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, storedMessageOf);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, englishOf);
}
