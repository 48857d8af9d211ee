// Built and run by scripts/api.ts (it imports app code): writes the served OpenAPI document,
// or the renderer's types generated from it, to the path it is given.
import { writeFileSync } from 'node:fs';
import { servedDocument } from './document';
import { renderTypes } from './types';

const [mode, target] = process.argv.slice(2);
const document = await servedDocument();
if (mode === 'document') writeFileSync(target!, `${JSON.stringify(document, null, 2)}\n`);
else if (mode === 'types') writeFileSync(target!, await renderTypes(document));
else throw new Error(`unknown mode ${mode}`);
