import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A throwaway self-signed certificate for 127.0.0.1 (EC P-256, one day), made by openssl in
 * `dir`: the TLS tests' certificate and key files.
 */
export function selfSignedCertificate(dir: string, prefix = ''): { cert: string; key: string } {
  const cert = join(dir, `${prefix}cert.pem`);
  const key = join(dir, `${prefix}key.pem`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}
