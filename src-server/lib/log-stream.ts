import pretty from 'pino-pretty';

/**
 * Where `serve` writes its log: JSON lines (one object a line, for journald, a collector or
 * `jq`), or pino-pretty's coloured lines for a person; by default pretty on a terminal only
 * (docs/DEPLOYMENT.md, "Logs").
 */
export function logStream(
  format: 'json' | 'pretty' | undefined,
  output: NodeJS.WriteStream = process.stdout,
): NodeJS.WritableStream {
  const usePretty = format ? format === 'pretty' : output.isTTY === true;
  if (!usePretty) return output;
  return pretty({
    colorize: output.isTTY === true,
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
    ignore: 'pid,hostname',
    destination: output,
    sync: true,
  });
}
