import type { z } from 'zod';
import type { AppContext } from '../../context';
import { readBoolText } from '../../http/filters';
import {
  createManyWith,
  customerCreate,
  customerPatch,
  type CustomerPatch,
  findByMobiles,
  mobileInput,
  updateManyWith,
} from '../customers';
import type { CustomerRow } from '../../db/tables/customers';
import { ApiError } from '../../http/errors';
import { type Applied, differs, issueErrors, type Importer } from './importer';
import { zodMessage } from '../../lib/i18n';

/** A customer row: the mobile it is matched by, and the fields its cells give. */
const customerRow = customerPatch.extend({ mobile: mobileInput });
type CustomerInput = z.output<typeof customerRow>;

/** The columns read, as the customer export writes them; the others (id, points…) are ignored. */
const TEXT_COLUMNS = ['mobile', 'full_name', 'gender', 'email', 'birthday', 'note'] as const;

function unchanged(current: CustomerRow, input: CustomerInput) {
  const { accepts_marketing, accepts_sms, ...fields } = input;
  return (
    !differs(accepts_marketing, current.accepts_marketing === 1) &&
    !differs(accepts_sms, current.accepts_sms === 1) &&
    !Object.entries(fields).some(([key, value]) =>
      differs(value, current[key as keyof CustomerRow]),
    )
  );
}

/**
 * Customers (docs/DESIGN.md §8) matched by mobile: a new mobile is created, a known one updated with
 * the cells given (an empty cell leaves the field as it is), through the customer service.
 */
type Lookup = Awaited<ReturnType<typeof findByMobiles>>;

export function customerImporter(ctx: AppContext): Importer<CustomerInput, Lookup> {
  const importer: Importer<CustomerInput, Lookup> = {
    checkColumns: (columns) =>
      columns.includes('mobile') ? [] : [zodMessage('imports.no_mobile_column')],
    columnOf: (path) => path.split('.')[0]!,
    keyPath: 'mobile',
    conflictColumn: 'mobile',
    keysOf: (cells) => (cells.mobile?.trim() ? [cells.mobile.trim()] : []),
    read(group) {
      // Customers are one a row.
      const cells = group[0]!;
      const body: Record<string, unknown> = {};
      for (const column of TEXT_COLUMNS) if (cells[column]?.trim()) body[column] = cells[column];
      const marketing = cells.accepts_marketing?.trim();
      if (marketing) body.accepts_marketing = readBoolText(marketing) ?? marketing;
      const parsed = customerRow.safeParse(body);
      if (!parsed.success) return { errors: issueErrors(importer, parsed.error.issues, body) };
      return { input: parsed.data, keys: [parsed.data.mobile] };
    },
    // Mobiles are unique within a file, so a row changes no other row's match in its batch.
    lookUp: (trx, inputs) =>
      findByMobiles(
        trx,
        inputs.map((input) => input.mobile),
      ),
    async applyBatch(trx, inputs, zone, known) {
      const out: (Applied | ApiError)[] = [];
      // A row changes no other row (mobiles are unique within a file): the batch's changed
      // customers are written together, then its new ones, one INSERT for all.
      const changed: { at: number; id: number; patch: CustomerPatch }[] = [];
      const fresh: number[] = [];
      for (const [at, input] of inputs.entries()) {
        const current = known.get(input.mobile);
        if (!current) fresh.push(at);
        else if (unchanged(current, input)) out[at] = { action: 'unchanged', id: current.id };
        else {
          const { mobile: _mobile, ...patch } = input;
          changed.push({ at, id: current.id, patch });
        }
      }
      const updated = await updateManyWith(ctx, trx, changed, zone);
      changed.forEach(({ at }, index) => {
        const id = updated[index]!;
        out[at] = id instanceof ApiError ? id : { action: 'update', id };
      });
      const created = await createManyWith(
        ctx,
        trx,
        fresh.map((at) => customerCreate.parse(inputs[at])),
        zone,
      );
      fresh.forEach((at, index) => {
        const row = created[index]!;
        out[at] = row instanceof ApiError ? row : { action: 'create', id: row.id };
      });
      return out;
    },
  };
  return importer;
}
