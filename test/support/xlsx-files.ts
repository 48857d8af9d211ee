import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * Hand-made xlsx files for the import limits: a real workbook's parts, with its first sheet
 * replaced by one given already packed (a zip bomb) and the sizes the zip declares chosen.
 */
export interface PackedEntry {
  name: string;
  /** Deflated bytes. */
  packed: Buffer;
  /** CRC-32 of the inflated bytes. */
  crc: number;
  /** The inflated size the zip declares (need not be the truth). */
  size: number;
}

export function packEntry(name: string, data: Buffer): PackedEntry {
  return { name, packed: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/** A zip of the entries (deflated, no data descriptors). */
export function zipOf(entries: PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.length + entry.packed.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** The parts of a one-sheet workbook exceljs writes, the sheet left out. */
export async function workbookParts(): Promise<PackedEntry[]> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('import').addRow(['mobile']);
  const zip = await JSZip.loadAsync(Buffer.from(await workbook.xlsx.writeBuffer()));
  const parts: PackedEntry[] = [];
  for (const name of Object.keys(zip.files)) {
    if (zip.files[name]!.dir || name === 'xl/worksheets/sheet1.xml') continue;
    parts.push(packEntry(name, await zip.file(name)!.async('nodebuffer')));
  }
  return parts;
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
const row = (n: number, mobile: string) =>
  `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${mobile}</t></is></c></row>`;

/** A sheet XML of a `mobile` header and `rows` rows under it. */
export function sheetXml(rows: number): Buffer {
  const parts = [SHEET_HEAD, row(1, 'mobile')];
  for (let n = 2; n <= rows + 1; n++) parts.push(row(n, String(13_000_000_000 + n)));
  parts.push(SHEET_TAIL);
  return Buffer.from(parts.join(''));
}

/**
 * A sheet that inflates to `inflatedMiB` MiB of the same row, packed without holding it
 * whole; its declared size is the truth unless `declared` says otherwise.
 */
export function bombSheet(inflatedMiB: number, declared?: number): PackedEntry {
  const one = row(2, '13800138000');
  const unit = Buffer.from(one.repeat(Math.floor((1024 * 1024) / one.length)));
  const chunk = Buffer.concat([unit, Buffer.alloc(1024 * 1024 - unit.length, ' ')]);
  const whole = Buffer.concat([Buffer.from(SHEET_HEAD), ...Array(inflatedMiB).fill(chunk)]);
  const size = whole.length;
  return {
    name: 'xl/worksheets/sheet1.xml',
    packed: deflateRawSync(whole, { level: 9 }),
    crc: crc32(whole),
    size: declared ?? size,
  };
}
