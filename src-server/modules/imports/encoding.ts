import { TextDecoder } from 'node:util';
import iconv from 'iconv-lite';
import { ApiError } from '../../http/errors';
import { msg } from '../../lib/i18n';

/** The encodings a CSV import is read in (what Excel saves: UTF-8, or GBK on Chinese Windows). */
export type Encoding = 'utf-8' | 'gb18030';

const PIECE_BYTES = 64 * 1024;

const invalidEncoding = () => new ApiError(400, 'invalid_encoding', msg('imports.encoding'));

/** Thrown while decoding as UTF-8 bytes that are no UTF-8: read again as GB18030. */
export class NotUtf8Error extends Error {}

/**
 * A CSV file's text in pieces, decoded as it is read (a reader that stops early decodes no
 * more): UTF-8 (a BOM allowed) throws NotUtf8Error at the first byte that is no UTF-8; GB18030
 * (a superset of GBK) is 400 `invalid_encoding` at the first byte sequence it cannot decode
 * (docs/SECURITY.md).
 */
export function* decodedPieces(file: Buffer, encoding: Encoding): Generator<string> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const gb = iconv.getDecoder('gb18030');
  const decode = (piece: Buffer) => {
    if (encoding === 'gb18030') return gb.write(piece);
    try {
      return utf8.decode(piece, { stream: true });
    } catch {
      throw new NotUtf8Error();
    }
  };
  for (let at = 0; at < file.length; at += PIECE_BYTES) {
    const text = decode(file.subarray(at, at + PIECE_BYTES));
    // iconv-lite writes U+FFFD for bytes that are no GB18030 (Latin-1 accents, binary).
    if (encoding === 'gb18030' && text.includes('\uFFFD')) throw invalidEncoding();
    yield text;
  }
  const rest = encoding === 'gb18030' ? (gb.end() ?? '') : decodeRest(utf8);
  if (encoding === 'gb18030' && rest.includes('\uFFFD')) throw invalidEncoding();
  if (rest) yield rest;
}

function decodeRest(utf8: TextDecoder) {
  try {
    return utf8.decode();
  } catch {
    throw new NotUtf8Error();
  }
}
