import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** DESIGN §3: at least 8 characters and not the username. Returns the problem or null. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < 8) return 'The password needs at least 8 characters.';
  if (password.length > 128) return 'The password may have at most 128 characters.';
  if (password.toLowerCase() === username.toLowerCase())
    return 'The password may not be the username.';
  return null;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const USERNAME_RULE = 'Use 3–32 letters, digits, "_", "." or "-".';
