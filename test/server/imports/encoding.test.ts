import iconv from 'iconv-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * CSV files in the encodings Excel saves (docs/SECURITY.md): UTF-8 with or without a BOM,
 * GBK/GB18030 on Chinese Windows; the preview names the encoding read; others are refused.
 */

let s: TestServer;
let headers: Record<string, string>;

beforeEach(async () => {
  s = await createTestServer();
  headers = s.auth(await s.login());
});
afterEach(() => s.close());

const TEXT = 'mobile,full_name,note\n13800138000,王芳,"常来，逗号"\n13900139000,李伟,新客户\n';

const upload = (file: Buffer, dryRun = true) =>
  s.app.inject({
    method: 'POST',
    url: `/api/imports/customers/?dry_run=${dryRun}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: file,
  });

describe('CSV encodings', () => {
  it.each([
    ['UTF-8', Buffer.from(TEXT), 'utf-8'],
    ['UTF-8 with a BOM', Buffer.from(`\uFEFF${TEXT}`), 'utf-8'],
    ['GBK', iconv.encode(TEXT, 'gbk'), 'gb18030'],
    ['GB18030', iconv.encode(`${TEXT}13700137000,𠀀𠀁,€\n`, 'gb18030'), 'gb18030'],
  ])('%s: read, and the preview names the encoding', async (_name, file, encoding) => {
    const preview = await upload(file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().encoding).toBe(encoding);
    expect(await upload(file, false).then((r) => r.statusCode)).toBe(200);
    const list = await s.app.inject({
      method: 'GET',
      url: '/api/customers/customer/?mobile=13800138000',
      headers,
    });
    expect(list.json().results[0]).toMatchObject({ full_name: '王芳', note: '常来，逗号' });
  });

  // 3,000 rows of ~30 bytes: the Chinese text comes after the first 64 KiB piece.
  it('GB18030 text past the first piece read as UTF-8 is read again as GB18030', async () => {
    const rows = Array.from(
      { length: 3_000 },
      (_, i) => `${13_000_000_000 + i},Customer name ${i},x`,
    );
    const file = iconv.encode(
      `mobile,full_name,note\n${rows.join('\n')}\n13800138000,王芳,y\n`,
      'gb18030',
    );
    const preview = await upload(file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().encoding).toBe('gb18030');
    expect(preview.json().totals.rows).toBe(3_001);
  }, 60_000);

  it('Latin-1 (or any other encoding) is 400 invalid_encoding', async () => {
    const latin1 = iconv.encode(
      'mobile,full_name,note\n13800138000,José Müller,café crème\n',
      'latin1',
    );
    const answer = await upload(latin1);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('invalid_encoding');
    const xlsxPreview = answer.json();
    expect(xlsxPreview.detail).toMatch(/UTF-8/);
  });
});
