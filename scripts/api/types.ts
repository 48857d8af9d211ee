import openapiTS, { astToString } from 'openapi-typescript';

export const TYPES_HEADER =
  '// Generated from the served OpenAPI document by `npm run api:types`; do not edit.\n' +
  '// test/server/openapi.test.ts fails when it is out of date.\n\n';

/** The TypeScript types openapi-typescript generates from `document`, as committed. */
export async function renderTypes(document: Record<string, unknown>): Promise<string> {
  return TYPES_HEADER + astToString(await openapiTS(document as never));
}
