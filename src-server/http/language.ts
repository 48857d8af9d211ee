import type { FastifyInstance } from 'fastify';
import { languageOf, type Language } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of the answer's texts for people, from `Accept-Language` (docs/API.md,
     * "Languages"): English when the request names neither Chinese nor English.
     */
    readonly lang: Language;
  }
}

/** `request.lang`, read from the header when asked (error answers of any stage use it). */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      return languageOf(this.headers['accept-language']);
    },
  });
}
