import iconv from 'iconv-lite';
import { ApiError } from '../../http/errors';

/** The encodings a CSV import is read in (what Excel saves: UTF-8, or GBK on Chinese Windows). */
export type Encoding = 'utf-8' | 'gb18030';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A CSV file's text: UTF-8 (a BOM allowed) when it is valid UTF-8, else GB18030 (a superset of
 * GBK) when every byte sequence decodes, else 400 `invalid_encoding` (docs/SECURITY.md).
 */
export function decodeText(file: Buffer): { text: string; encoding: Encoding } {
  try {
    return { text: utf8.decode(file), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: GB18030 next.
  }
  const text = iconv.decode(file, 'gb18030');
  // iconv-lite writes U+FFFD for bytes that are no GB18030 (Latin-1 accents, binary).
  if (!text.includes('\uFFFD')) return { text, encoding: 'gb18030' };
  throw new ApiError(
    400,
    'invalid_encoding',
    'The file is neither UTF-8 nor GBK/GB18030 text: save it as "CSV UTF-8" and import it again.',
  );
}
