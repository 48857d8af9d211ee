/**
 * The embedded server of a counter whose shop lives on this computer (docs/DESIGN.md §12): on
 * 127.0.0.1, from the configured port or the next free one, its data and log in the user-data
 * folder, and closed on quit (database checkpointed and closed) without ever hanging the quit.
 */
import { join } from 'node:path';
import {
  readSocialEnv,
  rotatingLogFile,
  startServer,
  type RunningServer,
} from '../src-server/server';

export const DEFAULT_PORT = 4350;
/** Quitting never hangs on a stuck server: give up waiting after this long. */
export const SERVER_CLOSE_TIMEOUT_MS = 5000;

/** The port from the settings: SHOPDESK_PORT, else 4350 (the next free one is used if taken). */
export function settingsPort(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SHOPDESK_PORT?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || port > 65535) {
    throw new Error(`SHOPDESK_PORT must be a port number between 0 and 65535, not "${raw}".`);
  }
  return port;
}

/** Starts the shop's server in this process, listening on 127.0.0.1 only. */
export async function startEmbeddedServer(options: {
  userData: string;
  rendererDir: string;
}): Promise<RunningServer> {
  return startServer({
    host: '127.0.0.1',
    port: settingsPort(),
    portFallback: true,
    dataDir: options.userData,
    rendererDir: options.rendererDir,
    social: readSocialEnv(process.env),
    // The embedded server's log, rotated, in the user-data folder (docs/DEPLOYMENT.md, "Logs").
    logger: { stream: await rotatingLogFile(join(options.userData, 'logs')) },
  });
}

/** Stops the server (checkpoints and closes the DB), never waiting longer than the timeout. */
export async function closeEmbeddedServer(
  running: RunningServer,
  timeoutMs = SERVER_CLOSE_TIMEOUT_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([running.close(), timeout]);
  } catch (error) {
    console.error('Shopdesk: closing the server failed:', error);
  } finally {
    clearTimeout(timer);
  }
}
