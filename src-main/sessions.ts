/**
 * The rules of the app's sessions (docs/DESIGN.md §12): the counter window's (permissions for
 * the app origin only; the renderer the app ships on `shopdesk://app`, with the policy that
 * names its API, local-page.ts) and the connection page's (no permissions; the connection page
 * on `shopdesk://app` only). Only types come from 'electron'.
 */
import { readFile } from 'node:fs/promises';
import type { Session } from 'electron';
import {
  LOCAL_CONTENT_SECURITY_POLICY,
  LOCAL_SCHEME,
  resolveLocalFile,
  type LocalPages,
} from './local-page';
import { isSameOrigin, permissionDecision, withContentSecurityPolicy } from './security';

/**
 * Permissions (camera for the app origin only) and, on pages of the app origin served over
 * http (electron-vite's server in development), the counter's Content-Security-Policy.
 * `appOrigin` is read at each request: '' until known, which makes every check fail closed.
 */
export function hardenSession(ses: Session, appOrigin: () => string, policy: () => string): void {
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    callback(permissionDecision(permission, details.requestingUrl, appOrigin(), mediaTypes));
  });
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    permissionDecision(
      permission,
      requestingOrigin,
      appOrigin(),
      details.mediaType ? [details.mediaType] : undefined,
    ),
  );
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (isSameOrigin(details.url, appOrigin())) {
      callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, policy()) });
    } else {
      callback({});
    }
  });
}

/** A file of the built renderer these pages may load (with their policy), or 404. */
async function localResponse(
  rendererDir: string,
  url: string,
  pages: LocalPages,
  policy: string,
): Promise<Response> {
  const file = resolveLocalFile(rendererDir, url, pages);
  if (!file) return new Response('Not found', { status: 404 });
  try {
    return new Response(await readFile(file.path), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

/**
 * The counter window's pages: the renderer the app ships, on shopdesk://app, each answer with
 * the counter's policy (its `connect-src` names the API the window was given).
 */
export function serveCounterPages(ses: Session, rendererDir: string, policy: () => string): void {
  ses.protocol.handle(LOCAL_SCHEME, (request) =>
    localResponse(rendererDir, request.url, 'counter', policy()),
  );
}

/** The connection page's session: no permissions, and the connection page on shopdesk://app only. */
export function prepareLocalSession(ses: Session, rendererDir: string): void {
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.protocol.handle(LOCAL_SCHEME, (request) =>
    localResponse(rendererDir, request.url, 'connection', LOCAL_CONTENT_SECURITY_POLICY),
  );
}
