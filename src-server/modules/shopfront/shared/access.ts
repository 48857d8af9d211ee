import type { FastifyRequest } from 'fastify';
import { grants } from '../../../http/auth';

/** Who reads: only callers with `shopfront:read` (or a manager) see unpublished items. */
export interface Viewer {
  seesUnpublished: boolean;
}

/**
 * The shop front's reads are the shop's public catalog (the spec lists no scope): anyone may
 * read, and a caller who sends a credential with `shopfront:read` (or a manager) also sees
 * unpublished products, articles and collections. Writes need `shopfront:write`.
 */
export const readAccess = { auth: { public: true, identify: true } } as const;
export const writeAccess = { auth: { scope: 'shopfront:write' } } as const;

export const viewerOf = (request: FastifyRequest): Viewer => ({
  seesUnpublished: grants(request.principal, 'shopfront:read'),
});
