// pino-roll ships no types: the part of its options this app uses.
declare module 'pino-roll' {
  interface PinoRollOptions {
    file: string;
    size?: string | number;
    frequency?: 'daily' | 'hourly' | number;
    extension?: string;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    symlink?: boolean;
    mkdir?: boolean;
    sync?: boolean;
  }
  export default function pinoRoll(
    options: PinoRollOptions,
  ): Promise<NodeJS.WritableStream & { end(): void; flushSync(): void }>;
}
