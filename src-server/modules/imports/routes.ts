import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ApiError, toErrorBody } from '../../http/errors';
import { fieldMessage, type Language, msg } from '../../lib/i18n';
import { CSV_TYPE, fileTypeOf, MAX_FILE_BYTES, XLSX_TYPE } from './files';
import {
  importQuery,
  importResultOut,
  IMPORT_KINDS,
  type ImportKind,
  type ImportResult,
} from './schemas';
import * as imports from './service';

/** The write scope of what is imported (a manager's token has every scope). */
const SCOPES: Record<ImportKind, string> = {
  products: 'shopfront:write',
  customers: 'customers:write',
};

export const NDJSON_TYPE = 'application/x-ndjson';

const DESCRIPTION = `The body is the file itself: \`Content-Type: ${CSV_TYPE}\` (UTF-8, a BOM allowed) or \`${XLSX_TYPE}\` (the first sheet), at most ${MAX_FILE_BYTES / 1024 / 1024} MiB and 10,000 rows; the first row names the columns, as the list's export writes them. \`dry_run=true\` (the default) reports per row what would be created, updated or left unchanged and every error, and writes nothing; \`dry_run=false\` applies the rows without errors, one transaction per batch of 500 rows. With \`Accept: ${NDJSON_TYPE}\` the answer is streamed as lines of JSON: \`{"progress":{"done","total"}}\` while rows are done, then \`{"result":{…}}\` (this answer) or \`{"error":{detail, code}}\`.`;

/** The rows' error messages in the request's language (docs/API.md, "Languages"). */
function inLanguage(result: ImportResult, language: Language): ImportResult {
  // English too: a row's message may be a message code (zod's, docs/ARCHITECTURE.md "Messages").
  return {
    ...result,
    rows: result.rows.map((row) => ({
      ...row,
      errors: row.errors.map((error) => ({
        ...error,
        message: fieldMessage(error.message, language),
      })),
    })),
  };
}

export function registerImportRoutes(app: FastifyInstance, ctx: AppContext) {
  // A scope of its own: only these routes take CSV and xlsx bodies (the others answer 415).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      [CSV_TYPE, XLSX_TYPE],
      { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES },
      (_request, body, done) => done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const kind of IMPORT_KINDS) {
      r.post(
        `/api/imports/${kind}/`,
        {
          bodyLimit: MAX_FILE_BYTES,
          config: { auth: { scope: SCOPES[kind] }, errors: [413, 415] },
          schema: {
            tags: ['imports'],
            summary: `Import ${kind} from a CSV or xlsx file, with a dry run`,
            description: DESCRIPTION,
            querystring: importQuery,
            response: { 200: importResultOut },
          },
        },
        async (request, reply) => {
          const type = fileTypeOf(request.headers['content-type']);
          if (!type || !Buffer.isBuffer(request.body))
            throw new ApiError(
              415,
              'unsupported_media_type',
              msg('imports.file_type', { a: CSV_TYPE, b: XLSX_TYPE }),
            );
          const prepared = await imports.prepare(ctx, kind, request.body, type);
          const dryRun = request.query.dry_run ?? true;
          if (!(request.headers.accept ?? '').includes(NDJSON_TYPE))
            return inLanguage(await imports.run(ctx, prepared, dryRun), request.lang);

          const out = new PassThrough();
          const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
          void imports
            .run(ctx, prepared, dryRun, (done, total) => line({ progress: { done, total } }))
            .then(
              (result) => line({ result: inLanguage(result, request.lang) }),
              (error: Error) => line({ error: toErrorBody(error as ApiError, request)[1] }),
            )
            .finally(() => out.end());
          // The stream is no answer of the JSON schema: the untyped reply sends it as it is.
          // X-Accel-Buffering: nginx passes each progress line on at once instead of holding
          // them in its buffer until the end (docs/DEPLOYMENT.md, "nginx").
          return (reply as FastifyReply)
            .type(`${NDJSON_TYPE}; charset=utf-8`)
            .header('X-Accel-Buffering', 'no')
            .send(out);
        },
      );
    }
  });
}
