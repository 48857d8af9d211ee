/**
 * Receipts on an ESC/POS network printer (docs/PRINTING.md): the counter's printer settings,
 * kept by the main process, and a receipt sent over TCP. The page (which may be a shop
 * server's, untrusted) hands over only the receipt's data, checked here; the document, its
 * escaping and the printer's address are the main process's own, and a new address is taken
 * only after a native dialog naming it (docs/DESIGN.md §12).
 */
import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { transform } from 'receiptline';
import { z } from 'zod';
import {
  CHARS_PER_LINE,
  PAPER_WIDTHS,
  receiptDocument,
  type ReceiptData,
} from '../src-shared/receipt';
import { receiptSchema } from '../src-shared/receipt-schema';
import { IPC_CHANNELS } from '../src-shared/ipc';
import type {
  PrinterSaveResult,
  PrinterSettings,
  ReceiptPrintResult,
} from '../src-shared/preload-api';
import { handleChannel, type InvokeEventLike, type IpcMainLike } from './ipc-handlers';

/** Everything a printer gets to answer: connecting, taking the bytes, its status byte. */
export const PRINTER_TIMEOUT_MS = 4000;

export const DEFAULT_PRINTER: PrinterSettings = {
  mode: 'system',
  host: '',
  port: 9100,
  paper: 80,
  autoPrint: false,
};

// A host name or an IPv4/IPv6 address: no scheme, path or spaces.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/;

const printerSchema = z.object({
  mode: z.enum(['system', 'network']),
  host: z
    .string()
    .max(253)
    .refine((host) => host === '' || HOST.test(host)),
  port: z.number().int().min(1).max(65535),
  paper: z.union(PAPER_WIDTHS.map((width) => z.literal(width))),
  autoPrint: z.boolean(),
});

/** Settings as saved or asked for; null when unusable (a network printer needs a host). */
export function parsePrinterSettings(value: unknown): PrinterSettings | null {
  const parsed = printerSchema.safeParse(value);
  if (!parsed.success) return null;
  if (parsed.data.mode === 'network' && parsed.data.host === '') return null;
  return parsed.data as PrinterSettings;
}

export const printerFilePath = (userData: string) => join(userData, 'printer.json');

export async function readPrinterSettings(file: string): Promise<PrinterSettings> {
  try {
    return parsePrinterSettings(JSON.parse(await readFile(file, 'utf8'))) ?? DEFAULT_PRINTER;
  } catch {
    return DEFAULT_PRINTER;
  }
}

/** Saved atomically (a crash mid-write never leaves half a file). */
export async function writePrinterSettings(file: string, settings: PrinterSettings) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(settings, null, 2)}\n`, 'utf8');
  await rename(temporary, file);
}

/** A receipt from the page, checked field by field; null when it is not one. */
export function parseReceipt(value: unknown): ReceiptData | null {
  const parsed = receiptSchema.safeParse(value);
  return parsed.success ? (parsed.data as ReceiptData) : null;
}

/** The printer's commands: ESC/POS, Chinese text in GB18030, the QR as the printer's own. */
export function receiptCommands(receipt: ReceiptData, paper: PrinterSettings['paper']): Buffer {
  const commands = transform(receiptDocument(receipt), {
    cpl: CHARS_PER_LINE[paper],
    encoding: 'gb18030',
    command: 'escpos',
    cutting: true,
    spacing: true,
  });
  // receiptline answers a binary string: one character per byte.
  return Buffer.from(commands, 'latin1');
}

/**
 * Sends the commands and waits for the printer's status byte (the commands end with ESC/POS
 * `GS r 1`, which a printer answers once it has read everything before it): the only sign that
 * the printer, not just a network buffer, took the receipt. Refused, unreachable or silent
 * printers answer within `timeoutMs`.
 */
export function sendToPrinter(
  bytes: Buffer,
  target: { host: string; port: number },
  timeoutMs = PRINTER_TIMEOUT_MS,
): Promise<ReceiptPrintResult> {
  return new Promise((resolve) => {
    const host = target.host.replace(/^\[(.*)\]$/, '$1');
    const socket = createConnection({ host, port: target.port });
    let settled = false;
    const finish = (result: ReceiptPrintResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          success: false,
          reason: 'timeout',
          message: `The printer ${target.host}:${target.port} did not answer within ${timeoutMs / 1000} s.`,
        }),
      timeoutMs,
    );
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', () => finish({ success: true }));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        success: false,
        reason: error.code === 'ECONNREFUSED' ? 'refused' : 'unreachable',
        message: `The printer ${target.host}:${target.port} cannot be reached (${error.code ?? error.message}).`,
      }),
    );
    socket.on('close', () =>
      finish({
        success: false,
        reason: 'unreachable',
        message: `The printer ${target.host}:${target.port} closed the connection.`,
      }),
    );
  });
}

/** Prints a receipt from the page on the saved network printer. */
export async function printReceipt(
  value: unknown,
  settings: PrinterSettings,
  timeoutMs = PRINTER_TIMEOUT_MS,
): Promise<ReceiptPrintResult> {
  if (settings.mode !== 'network')
    return {
      success: false,
      reason: 'not_configured',
      message: 'No network printer is set up.',
    };
  const receipt = parseReceipt(value);
  if (!receipt) return { success: false, reason: 'invalid', message: 'Not a receipt.' };
  return sendToPrinter(receiptCommands(receipt, settings.paper), settings, timeoutMs);
}

const CONFIRM_TEXT = {
  en: {
    message: (address: string) => `Print this counter's receipts on the printer ${address}?`,
    detail:
      'Receipts are sent to this address on the local network. Choose it only if it is this counter’s receipt printer.',
    buttons: ['Use this printer', 'Cancel'],
  },
  zh: {
    message: (address: string) => `在打印机 ${address} 上打印本柜台的小票？`,
    detail: '小票将发送到局域网中的这个地址。请确认这是本柜台的小票打印机。',
    buttons: ['使用这台打印机', '取消'],
  },
} as const;

/** The native dialog's words when a page asks for a new network printer address. */
export function confirmPrinterDialog(settings: PrinterSettings, locale: string) {
  const text = locale.toLowerCase().startsWith('zh') ? CONFIRM_TEXT.zh : CONFIRM_TEXT.en;
  const address = `${settings.host}:${settings.port}`;
  return { message: text.message(address), detail: text.detail, buttons: text.buttons };
}

/** What the printer channels need from the main process. */
export interface PrinterIpcDeps {
  ipcMain: IpcMainLike;
  /** Whether the message comes from a frame of the app origin. */
  fromApp(event: InvokeEventLike): boolean;
  file(): string;
  /** The native dialog naming a new network printer: true when the clerk agreed. */
  confirm(settings: PrinterSettings): Promise<boolean>;
  timeoutMs?: number;
}

/** Saves the settings a page asked for; a new network address only once the clerk agreed. */
async function savePrinterSettings(
  deps: PrinterIpcDeps,
  value: unknown,
): Promise<PrinterSaveResult> {
  const next = parsePrinterSettings(value);
  if (!next) return { saved: false, reason: 'invalid' };
  const saved = await readPrinterSettings(deps.file());
  const newAddress =
    next.mode === 'network' &&
    (saved.mode !== 'network' || saved.host !== next.host || saved.port !== next.port);
  if (newAddress && !(await deps.confirm(next))) return { saved: false, reason: 'canceled' };
  await writePrinterSettings(deps.file(), next);
  return { saved: true, settings: next };
}

/**
 * The printer channels. A page may read the settings, print a checked receipt on the saved
 * printer, and change the settings; a different network address is saved only after the
 * clerk confirmed it in a native dialog, so a page cannot point the app at another host.
 */
export function registerPrinterIpc(deps: PrinterIpcDeps): void {
  const fromApp = (event: InvokeEventLike) => deps.fromApp(event);
  handleChannel(deps.ipcMain, IPC_CHANNELS.printerGet, fromApp, () =>
    readPrinterSettings(deps.file()),
  );
  handleChannel(deps.ipcMain, IPC_CHANNELS.printerSave, fromApp, (_event, value) =>
    savePrinterSettings(deps, value),
  );
  handleChannel(deps.ipcMain, IPC_CHANNELS.printReceipt, fromApp, async (_event, value) =>
    printReceipt(value, await readPrinterSettings(deps.file()), deps.timeoutMs),
  );
}
