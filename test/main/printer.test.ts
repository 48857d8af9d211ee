import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { qrcode } from 'receiptline';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRINTER,
  printReceipt,
  readPrinterSettings,
  receiptCommands,
  registerPrinterIpc,
} from '../../src-main/printer';
import type { PrinterSettings } from '../../src-shared/preload-api';
import { RECEIPT } from './support/receipt';

/**
 * The ESC/POS network printer (docs/PRINTING.md) against fake printers: TCP servers in the
 * test that collect the bytes (and answer the status request as a printer does), refuse, or
 * take the connection and never answer.
 */

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A printer on a free port: `answer` says whether it answers the status request. */
async function fakePrinter(answer: boolean) {
  const received: Buffer[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', (chunk) => {
      received.push(chunk);
      // GS r 1 (transmit status) ends the commands: answer "paper present".
      if (answer && Buffer.concat(received).includes(Buffer.from([0x1d, 0x72, 0x31])))
        socket.write(Buffer.from([0x00]));
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return { port, bytes: () => Buffer.concat(received) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  await new Promise((done) => server.close(done));
  return port;
}

const network = (port: number, paper: 58 | 80 = 58): PrinterSettings => ({
  mode: 'network',
  host: '127.0.0.1',
  port,
  paper,
  autoPrint: false,
});

const gb = (text: string) => iconv.encode(text, 'gb18030');

/**
 * The cells of the raster graphics stored at `at` (GS 8 L p1..p4 48 112 48 1 1 49 xL xH yL
 * yH d…): one sample per `cell` dots.
 */
function decodeQr(bytes: Buffer, at: number, cell: number): number[][] {
  const header = bytes.subarray(at + 7, at + 13);
  expect([...header]).toEqual([48, 112, 48, 1, 1, 49]);
  const width = bytes.readUInt16LE(at + 13);
  const height = bytes.readUInt16LE(at + 15);
  const rowBytes = (width + 7) >> 3;
  const data = at + 17;
  const dot = (x: number, y: number) =>
    (bytes[data + y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
  const cells: number[][] = [];
  for (let y = 0; y < height; y += cell) {
    const row: number[] = [];
    for (let x = 0; x < width; x += cell) row.push(dot(x, y));
    cells.push(row);
  }
  return cells;
}

describe('a receipt on an ESC/POS network printer', () => {
  it('sends initialise, GB18030 text, the QR command with the link and the cut; the printer answers', async () => {
    const printer = await fakePrinter(true);
    const result = await printReceipt(RECEIPT, network(printer.port));
    expect(result).toEqual({ success: true });
    const bytes = printer.bytes();
    expect(bytes).toEqual(receiptCommands(RECEIPT, 58));
    // ESC @: initialise, first.
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    // Chinese as GB18030 bytes (FS & turns the printer's Chinese mode on).
    expect(bytes.includes(Buffer.from([0x1c, 0x26]))).toBe(true);
    for (const text of ['南京西路店', '王芳', '交付回执', '不锈钢保温杯'])
      expect(bytes.includes(gb(text)), text).toBe(true);
    expect(bytes.includes(Buffer.from('南京西路店', 'utf8'))).toBe(false);
    // Only the key's last 4 digits on a hand-out receipt.
    expect(bytes.includes(Buffer.from('8501'))).toBe(true);
    expect(bytes.includes(Buffer.from('614423178501'))).toBe(false);
    // The QR code, as the printer's raster graphics (GS 8 L store, GS ( L print): it is the
    // link's QR code, cell by cell.
    const qr = bytes.indexOf(Buffer.from([0x1d, 0x38, 0x4c]));
    expect(qr).toBeGreaterThan(0);
    expect(decodeQr(bytes, qr, 6)).toEqual(
      qrcode
        .generate({ data: RECEIPT.link!, type: 'qrcode', cell: 6, level: 'm' })
        .map((row) => [...row]),
    );
    const printed = bytes.indexOf(Buffer.from([0x1d, 0x28, 0x4c, 0x02, 0x00, 0x30, 0x32]), qr);
    expect(printed).toBeGreaterThan(qr);
    // GS V: the cut, after the QR.
    expect(bytes.lastIndexOf(Buffer.from([0x1d, 0x56]))).toBeGreaterThan(printed);
  });

  it('fits the paper: 32 characters a line on 58 mm, 48 on 80 mm', () => {
    const narrow = receiptCommands(RECEIPT, 58);
    const wide = receiptCommands(RECEIPT, 80);
    expect(narrow.equals(wide)).toBe(false);
    // The rule under the title spans the line: 32 or 48 dots of 12.
    expect(narrow.includes(Buffer.from([0x1d, 0x57, 0x80, 0x01]))).toBe(true); // 384 dots
    expect(wide.includes(Buffer.from([0x1d, 0x57, 0x40, 0x02]))).toBe(true); // 576 dots
  });

  it('a name cannot add printer markup: receiptline properties in the text are printed as text', async () => {
    const printer = await fakePrinter(true);
    const sneaky = { ...RECEIPT, collectedBy: '王芳{command:\x1b\x70\x00}|x' };
    expect(await printReceipt(sneaky, network(printer.port))).toEqual({ success: true });
    expect(printer.bytes().includes(Buffer.from([0x1b, 0x70, 0x00]))).toBe(false);
    expect(printer.bytes().includes(Buffer.from('{command:'))).toBe(true);
  });

  it('a printer that refuses the connection: a clear error at once', async () => {
    const started = Date.now();
    const result = await printReceipt(RECEIPT, network(await closedPort()));
    expect(result).toMatchObject({ success: false, reason: 'refused' });
    expect(result.success || result.message).toMatch(/127\.0\.0\.1:\d+ cannot be reached/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a printer that takes the bytes and never answers: a clear error within 5 s', async () => {
    const printer = await fakePrinter(false);
    const started = Date.now();
    const result = await printReceipt(RECEIPT, network(printer.port));
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ success: false, reason: 'timeout' });
    expect(result.success || result.message).toMatch(/did not answer within 4 s/);
    expect(elapsed).toBeLessThan(5000);
    expect(printer.bytes().length).toBeGreaterThan(0);
  });

  it('prints nothing without a network printer, or for something that is not a receipt', async () => {
    expect(await printReceipt(RECEIPT, DEFAULT_PRINTER)).toMatchObject({
      success: false,
      reason: 'not_configured',
    });
    const printer = await fakePrinter(true);
    for (const bad of [
      { ...RECEIPT, key: '12' },
      { ...RECEIPT, link: 'file:///etc/passwd' },
      { ...RECEIPT, store: 'x'.repeat(201) },
      'raw bytes',
    ])
      expect(await printReceipt(bad, network(printer.port))).toMatchObject({
        success: false,
        reason: 'invalid',
      });
    expect(printer.bytes().length).toBe(0);
  });
});

describe('the printer channels', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function wire(confirmations: boolean[]) {
    dir = mkdtempSync(join(tmpdir(), 'shopdesk-printer-'));
    const handlers = new Map<string, (event: object, arg?: unknown) => Promise<unknown>>();
    const asked: PrinterSettings[] = [];
    const appFrame = { fromApp: true };
    registerPrinterIpc({
      ipcMain: {
        handle: (channel, listener) =>
          void handlers.set(
            channel,
            listener as (event: object, arg?: unknown) => Promise<unknown>,
          ),
      },
      fromApp: (event) => event === appFrame,
      file: () => join(dir, 'printer.json'),
      confirm: async (settings) => {
        asked.push(settings);
        return confirmations.shift() ?? false;
      },
    });
    // As Electron calls a handler: the event, then exactly the arguments the page sent.
    const call = (channel: string, arg?: unknown, event: object = appFrame) =>
      arg === undefined ? handlers.get(channel)!(event) : handlers.get(channel)!(event, arg);
    return { call, asked, file: join(dir, 'printer.json') };
  }

  it('a new network address is saved only after the clerk confirms it in the native dialog', async () => {
    const { call, asked, file } = wire([false, true]);
    expect(await call('printer:get')).toEqual(DEFAULT_PRINTER);
    const wanted = network(9100, 80);
    expect(await call('printer:save', wanted)).toEqual({ saved: false, reason: 'canceled' });
    expect(await readPrinterSettings(file)).toEqual(DEFAULT_PRINTER);
    expect(await call('printer:save', wanted)).toEqual({ saved: true, settings: wanted });
    expect(await call('printer:get')).toEqual(wanted);
    // The same address with another paper or auto-print: no question.
    const auto = { ...wanted, paper: 58, autoPrint: true };
    expect(await call('printer:save', auto)).toEqual({ saved: true, settings: auto });
    expect(asked).toEqual([wanted, wanted]);
    expect(await call('printer:save', { ...wanted, host: 'http://evil/' })).toEqual({
      saved: false,
      reason: 'invalid',
    });
  });

  it('answers only frames of the app origin', async () => {
    const { call } = wire([true]);
    await expect(call('printer:get', undefined, { other: true })).rejects.toThrow(/refused/);
    await expect(call('printer:receipt', RECEIPT, { other: true })).rejects.toThrow(/refused/);
  });
});
