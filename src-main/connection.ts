/**
 * Where the counter's shop lives (docs/DESIGN.md §13 "Counters connect"): on this computer (the
 * embedded server, the default) or on a shop server at a URL. The choice is a small JSON file
 * in Electron's userData folder. Everything here runs under plain Node (no Electron), so the
 * main process only wires it (`index.ts`) and the tests call it directly.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { isInsecureRemoteAddress } from '../src-shared/server-address';
import type {
  ConnectionCheck,
  ConnectionSaveResult,
  ConnectionSettings,
} from '../src-shared/preload-api';

export type { ConnectionCheck, ConnectionSaveResult, ConnectionSettings };

/** The settings file's name inside userData. */
export const CONNECTION_FILE = 'connection.json';

/** How long the health check waits for a server before calling it unreachable. */
export const HEALTH_TIMEOUT_MS = 5000;

/** Path of the settings file in a userData folder. */
export function connectionFilePath(userDataDir: string): string {
  return join(userDataDir, CONNECTION_FILE);
}

/**
 * The origin of a shop server address as typed: `http(s)://host[:port]` with an optional
 * trailing slash; a bare `host[:port]` is taken as http. Paths, queries, fragments and
 * user names are refused (the counter's API is at the server's root, and a credential in the URL
 * would leak into every request); null when it is not such an address.
 */
export function serverOrigin(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' || url.hostname === '') return null;
  return url.origin;
}

const settingsSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('local') }).strict(),
  z
    .object({
      mode: z.literal('server'),
      url: z.string().refine((url) => serverOrigin(url) === url, 'an http(s) origin'),
    })
    .strict(),
]);

/** Validates settings as given by the UI or read from disk; null when they are not valid. */
export function parseConnectionSettings(value: unknown): ConnectionSettings | null {
  const parsed = settingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The saved choice, or null when there is none yet (first start) or the file cannot be used
 * (unreadable, not JSON, not the expected shape): the app then asks again instead of crashing.
 */
export async function readConnectionSettings(file: string): Promise<ConnectionSettings | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    return parseConnectionSettings(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Saves the choice atomically (a crash mid-write never leaves half a file). */
export async function writeConnectionSettings(
  file: string,
  settings: ConnectionSettings,
): Promise<void> {
  const valid = parseConnectionSettings(settings);
  if (!valid) throw new Error('Shopdesk: invalid connection settings.');
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(valid, null, 2)}\n`, 'utf8');
  await rename(temporary, file);
}

const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  public_url: z.string().nullable().optional(),
});

/**
 * The HTTP client of the check. The main process passes Electron's `net.fetch`, which trusts
 * what the operating system trusts (a shop's private CA installed there), unlike Node's fetch
 * with its own CA list; tests pass Node's fetch against real local servers.
 */
export type HealthFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Asks `GET /api/health` of a shop server address. Succeeds only when a Shopdesk service
 * answers there and would accept this counter's pages: a server whose public address is
 * another one refuses requests for this one (its Host/Origin guard), so the counter is told
 * which address to use instead.
 */
export async function checkServer(
  input: string,
  timeoutMs: number = HEALTH_TIMEOUT_MS,
  fetchHealth: HealthFetch = fetch,
): Promise<ConnectionCheck> {
  const origin = serverOrigin(input);
  if (!origin) return { ok: false, reason: 'invalid_url' };
  let response: Response;
  try {
    response = await fetchHealth(`${origin}/api/health`, {
      headers: { Accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, reason: timedOut ? 'timeout' : 'unreachable', url: origin };
  }
  if (response.status === 403) return { ok: false, reason: 'refused', url: origin };
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: not a Shopdesk service (handled below).
  }
  const health = response.ok ? healthSchema.safeParse(body) : null;
  if (!health?.success) return { ok: false, reason: 'not_shopdesk', url: origin };
  const publicOrigin = health.data.public_url ? serverOrigin(health.data.public_url) : null;
  if (publicOrigin && publicOrigin !== origin) {
    return { ok: false, reason: 'other_address', url: origin, publicUrl: publicOrigin };
  }
  return { ok: true, url: origin, version: health.data.version };
}

/**
 * What the main process does at start: `local` starts the embedded server (with the
 * first-start chooser when nothing was chosen yet); `server` starts no server. Either way the
 * window shows the renderer the app ships, and its API is that server (docs/DESIGN.md §13).
 */
export type StartPlan =
  { mode: 'local'; firstStart: boolean } | { mode: 'server'; origin: string; firstStart: false };

export function startPlan(settings: ConnectionSettings | null): StartPlan {
  if (settings?.mode === 'server') {
    return { mode: 'server', origin: settings.url, firstStart: false };
  }
  return { mode: 'local', firstStart: settings === null };
}

/**
 * The counter window's session partition: the default session on this computer, one per shop
 * server otherwise. The window's pages have the app's origin in every mode (shopdesk://app), so
 * what a page keeps by origin (the signed-in session, the copy of the store, the queue of
 * hand-outs) would otherwise follow the counter to the next server: a token of one sent to
 * another, one server's copy shown as the other's.
 */
export function counterPartition(plan: StartPlan): string | undefined {
  if (plan.mode === 'local') return undefined;
  const id = createHash('sha256').update(plan.origin).digest('hex').slice(0, 16);
  return `persist:shopdesk-server-${id}`;
}

/**
 * Whether saving `next` needs the app to start again: the server to talk to changes (the
 * embedded one is started or stopped, or another address is used). Saving "this computer"
 * on a first start keeps the embedded server that already runs.
 */
export function needsRestart(running: StartPlan, next: ConnectionSettings): boolean {
  if (running.mode === 'local') return next.mode !== 'local';
  return next.mode !== 'server' || next.url !== running.origin;
}

/** What saving needs from the main process: the HTTP client and the native confirmation. */
export interface SaveConnectionDeps {
  /** Electron's `net.fetch` in the app (see HealthFetch). */
  fetchHealth?: HealthFetch;
  /**
   * Asks the clerk, in a native dialog naming the new address, whether to switch; false keeps
   * everything as it is. Called only when the saved choice changes (and not for keeping the
   * embedded server that runs already).
   */
  confirm: (next: ConnectionSettings, saved: ConnectionSettings | null) => Promise<boolean>;
}

function sameSettings(a: ConnectionSettings | null, b: ConnectionSettings): boolean {
  if (!a || a.mode !== b.mode) return false;
  return a.mode === 'local' || (b.mode === 'server' && a.url === b.url);
}

/**
 * The connection page's "save": settings as the page sent them are validated, a shop server is
 * checked first (nothing is saved for an address that does not answer as Shopdesk), a change
 * of the saved choice is confirmed by the clerk in a native dialog (a page cannot answer it),
 * then the choice is written; `restarting` says whether the app must start again to follow it.
 */
export async function saveConnection(
  file: string,
  value: unknown,
  running: StartPlan,
  deps: SaveConnectionDeps,
): Promise<ConnectionSaveResult> {
  const settings = parseConnectionSettings(value);
  if (!settings) return { saved: false, check: { ok: false, reason: 'invalid_url' } };
  if (settings.mode === 'server') {
    const check = await checkServer(settings.url, HEALTH_TIMEOUT_MS, deps.fetchHealth);
    if (!check.ok) return { saved: false, check };
  }
  const saved = await readConnectionSettings(file);
  // Keeping the embedded server that runs already (first start) switches nothing: no dialog.
  const keepsRunning = settings.mode === 'local' && running.mode === 'local';
  const changes = !sameSettings(saved, settings) && !keepsRunning;
  if (changes && !(await deps.confirm(settings, saved))) {
    return { saved: false, canceled: true };
  }
  await writeConnectionSettings(file, settings);
  return { saved: true, restarting: needsRestart(running, settings) };
}

const CONFIRM_TEXT = {
  en: {
    server: (url: string) => `Connect this counter to the shop server ${url}?`,
    local: 'Keep this counter’s shop on this computer?',
    detail:
      'Shopdesk starts again and works with this server’s shop; staff sign in with their accounts there. Switch only if this is your shop’s server.',
    localDetail: 'Shopdesk starts its own server on this computer.',
    insecure:
      'This address is plain http:// to another computer: anyone on the network can read and change what the counter sends and receives, sign-ins included.',
    buttons: ['Switch', 'Cancel'],
  },
  zh: {
    server: (url: string) => `将本柜台连接到门店服务器 ${url}？`,
    local: '将本柜台的店铺保存在本机？',
    detail:
      'Shopdesk 将重新启动并使用该服务器上的店铺，员工用该服务器上的账号登录。请仅在这是您门店的服务器时切换。',
    localDetail: 'Shopdesk 将在本机启动自己的服务器。',
    insecure:
      '该地址是连到另一台电脑的明文 http://：网络上的任何人都能读取并篡改柜台收发的内容，包括登录。',
    buttons: ['切换', '取消'],
  },
} as const;

/**
 * The native dialog that confirms a change of connection, in the system's language: it names
 * the new address in full (the clerk sees where the counter would go) and warns about plain
 * http to another computer. Buttons: switch (0), cancel (1, the default).
 */
export function confirmConnectionDialog(
  next: ConnectionSettings,
  locale: string,
): { message: string; detail: string; buttons: readonly string[]; warning: boolean } {
  const text = locale.toLowerCase().startsWith('zh') ? CONFIRM_TEXT.zh : CONFIRM_TEXT.en;
  if (next.mode === 'local') {
    return { message: text.local, detail: text.localDetail, buttons: text.buttons, warning: false };
  }
  const warning = isInsecureRemoteAddress(next.url);
  const detail = warning ? `${text.detail}\n\n${text.insecure}` : text.detail;
  return { message: text.server(next.url), detail, buttons: text.buttons, warning };
}

const DIALOG_TEXT = {
  en: {
    message: (origin: string) => `Shopdesk cannot work with the shop server ${origin}.`,
    reasons: {
      invalid_url: 'The saved address is not a shop server address.',
      unreachable: 'Nothing answers at this address: is the server running and the network up?',
      timeout: 'The server did not answer in time.',
      refused: 'The server refuses this address: use the address the shop server was given.',
      not_shopdesk: 'Something answers at this address, but it is not a Shopdesk server.',
      other_address: (publicUrl: string) => `The shop server answers at ${publicUrl} only.`,
    },
    buttons: ['Connection…', 'Close'],
  },
  zh: {
    message: (origin: string) => `Shopdesk 无法使用门店服务器 ${origin}。`,
    reasons: {
      invalid_url: '保存的地址不是门店服务器地址。',
      unreachable: '该地址没有应答：服务器是否在运行，网络是否正常？',
      timeout: '服务器未能及时应答。',
      refused: '服务器拒绝了这个地址：请使用门店服务器设置的地址。',
      not_shopdesk: '该地址有应答，但不是 Shopdesk 服务器。',
      other_address: (publicUrl: string) => `门店服务器只在 ${publicUrl} 应答。`,
    },
    buttons: ['连接…', '关闭'],
  },
} as const;

/**
 * Whether the check at start found a server that answers, but not as this counter's shop
 * server (it refuses the address, is not Shopdesk, or answers at another address): the clerk
 * is told, since waiting will not mend it. No answer is an outage, which the counter shows
 * itself and works through from its copy (docs/DESIGN.md §14 "Starting offline").
 */
export function needsNewAddress(check: ConnectionCheck): boolean {
  return !check.ok && check.reason !== 'unreachable' && check.reason !== 'timeout';
}

/**
 * The text of the dialog shown when the saved shop server answers but cannot serve this
 * counter (needsNewAddress), in the system's language (Chinese or English). Buttons: the
 * connection page (0), close (1).
 */
export function serverProblemDialog(
  check: ConnectionCheck,
  origin: string,
  locale: string,
): { message: string; detail: string; buttons: readonly string[] } {
  const text = locale.toLowerCase().startsWith('zh') ? DIALOG_TEXT.zh : DIALOG_TEXT.en;
  const reason = check.ok ? 'unreachable' : check.reason;
  const detail =
    reason === 'other_address'
      ? text.reasons.other_address((!check.ok && check.publicUrl) || origin)
      : text.reasons[reason];
  return { message: text.message(origin), detail, buttons: text.buttons };
}
