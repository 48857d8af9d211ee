import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pinoRoll from 'pino-roll';

/** The current file of the log folder (the newest; older ones are numbered). */
export const CURRENT_LOG = 'current.log';

/**
 * The embedded server's log in the desktop app: JSON lines in `<folder>/server.N.log`, a new
 * file past `size`, the newest `keep` old files kept, `current.log` linking to the one being
 * written (docs/DEPLOYMENT.md, "Logs").
 */
export function rotatingLogFile(folder: string, options: { size?: string; keep?: number } = {}) {
  // Made here: pino-roll links current.log before its stream has made the folder.
  mkdirSync(folder, { recursive: true });
  return pinoRoll({
    file: join(folder, 'server'),
    extension: '.log',
    size: options.size ?? '5m',
    limit: { count: options.keep ?? 4 },
    symlink: true,
    mkdir: true,
  });
}
