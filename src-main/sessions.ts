/**
 * The rules of the app's two sessions (docs/DESIGN.md §12): the counter window's (permissions
 * for the app origin only, the Content-Security-Policy on its responses) and the connection
 * page's (no permissions; the app bundle on `shopdesk://app` only, local-page.ts). Only types
 * come from 'electron'.
 */
import { readFile } from 'node:fs/promises';
import type { Session } from 'electron';
import { LOCAL_CONTENT_SECURITY_POLICY, LOCAL_SCHEME, resolveLocalFile } from './local-page';
import { isSameOrigin, permissionDecision, withContentSecurityPolicy } from './security';

/**
 * Permissions (camera for the app origin only) and the Content-Security-Policy header.
 * `appOrigin` is read at each request: '' until known, which makes every check fail closed.
 */
export function hardenSession(ses: Session, appOrigin: () => string): void {
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
      callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) });
    } else {
      callback({});
    }
  });
}

/** A file of the built renderer the connection page may load, or 404. */
async function localResponse(rendererDir: string, url: string): Promise<Response> {
  const file = resolveLocalFile(rendererDir, url);
  if (!file) return new Response('Not found', { status: 404 });
  try {
    return new Response(await readFile(file.path), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Security-Policy': LOCAL_CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

/** The connection page's session: no permissions, and the app bundle on shopdesk://app only. */
export function prepareLocalSession(ses: Session, rendererDir: string): void {
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.protocol.handle(LOCAL_SCHEME, (request) => localResponse(rendererDir, request.url));
}
