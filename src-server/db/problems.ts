import { DatabaseUnavailableError } from './errors';

/**
 * What an operator reads when the PostgreSQL database cannot be used (docs/DEPLOYMENT.md,
 * "PostgreSQL"): the database named (host, port, name, role; never the password), the cause
 * in words, and what to do.
 */

/** `shopdesk at db.example.com:5432 (role shopdesk)`: the URL without its password. */
export function describeDatabase(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed) return 'the database of --database-url';
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres';
  const role = parsed.username ? ` (role ${decodeURIComponent(parsed.username)})` : '';
  return `"${name}" at ${parsed.hostname}:${parsed.port || '5432'}${role}`;
}

const CHECK_URL = 'Check --database-url (or SHOPDESK_DATABASE_URL).';

/** The sentence for an error of opening or migrating the database; null: not one we know. */
export function databaseProblem(error: unknown, url: string): string | null {
  // An outage the pool reported wraps the driver's error: its code names the cause.
  const cause = error instanceof DatabaseUnavailableError ? (error.cause ?? error) : error;
  const { code, message } = cause as { code?: string; message?: string };
  const where = `the PostgreSQL database ${describeDatabase(url)}`;
  const parsed = URL.canParse(url) ? new URL(url) : null;
  const name = parsed?.pathname.replace(/^\//, '') || 'shopdesk';
  const role = parsed?.username || 'shopdesk';
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot connect to ${where}: connection refused. Is PostgreSQL running and listening on that host and port? ${CHECK_URL}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot connect to ${where}: the host name ${parsed?.hostname ?? ''} is not known. ${CHECK_URL}`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Cannot connect to ${where}: no answer (${code}). Is a firewall in the way, or the host down? ${CHECK_URL}`;
    case '28P01':
    case '28000':
      return `${where} refused the sign-in: wrong password, or no such role. ${CHECK_URL} (creating the role: docs/DEPLOYMENT.md).`;
    case '3D000':
      return `There is no database "${name}" on that server yet: create it, as a superuser: create database ${name} owner ${role}; (docs/DEPLOYMENT.md).`;
    case '42501':
      if (/extension/i.test(message ?? ''))
        return `The role "${role}" may not create the pg_trgm extension in ${where}: a superuser runs once, in that database: create extension if not exists pg_trgm; (docs/DEPLOYMENT.md).`;
      return `The role "${role}" may not create tables in ${where} (${message}): make it the database's owner, as a superuser: alter database ${name} owner to ${role}; (PostgreSQL 15 and later no longer let every role create in the schema public; docs/DEPLOYMENT.md).`;
    default:
      return null;
  }
}
