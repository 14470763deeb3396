/**
 * Security headers of every answer: the API's JSON, the built admin's files and its index.html
 * (docs/security.md, "Headers"). helmet sets them in onRequest, so error answers and the SPA
 * fallback carry them too; a route may set its own (uploads) or allow framing (`embeddable`).
 *
 * helmet itself rather than @fastify/helmet, which builds helmet's middleware (parsing the CSP
 * directives) again for every request: here it is built once, and once per route with options.
 */
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

type Middleware = ReturnType<typeof helmet>;

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** helmet options of this route, over the app's (`embeddable`). */
    helmet?: HelmetOptions;
  }
  interface FastifyContextConfig {
    securityHeaders?: Middleware;
  }
}

const SELF = "'self'";

/**
 * The admin's policy. Scripts only from this server, and index.html's own inline scripts by their
 * hash (server/security/inlineScripts.ts);
 * styles also inline, because MUI's emotion injects <style> tags and the rich-text editor writes
 * style attributes (docs/decisions.md, "CSP of the admin"); images also as data: URLs (the
 * guest's QR code, previews before upload) and from https: (image fields accept URLs);
 * `connect-src 'self'` covers the same-origin socket (ws/wss) in CSP 3.
 */
export function adminCsp(frameAncestors: readonly string[] = [SELF], scriptHashes: readonly string[] = []): Record<string, string[]> {
  const apiOrigin = originOf(process.env.VITE_API_URL);
  return {
    defaultSrc: [SELF],
    baseUri: [SELF],
    // WebAssembly compilation only (never eval of scripts): the door's QR reader and the PDF
    // renderer's layout engine (yoga) are WebAssembly served by this server.
    scriptSrc: [SELF, "'wasm-unsafe-eval'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    // The courtesy CSV worker is a module file of this server; never a blob: or data: worker.
    workerSrc: [SELF],
    styleSrc: [SELF, "'unsafe-inline'"],
    imgSrc: [SELF, 'data:', 'https:'],
    fontSrc: [SELF, 'data:'],
    connectSrc: [SELF, ...(apiOrigin ? [apiOrigin, apiOrigin.replace(/^http/, 'ws')] : [])],
    objectSrc: ["'none'"],
    formAction: [SELF],
    frameAncestors: [...frameAncestors],
  };
}

/** VITE_API_URL: an admin built against another API server talks to it. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Features this app uses (the camera for the door validation to come, the clipboard for copied
 * links, fullscreen) stay with its own pages; every other powerful feature is off.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  'fullscreen=(self)',
  'accelerometer=()',
  'autoplay=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year, this host only: the app does not know what runs on sibling subdomains. */
export const HSTS = 'max-age=31536000';

/**
 * Route option of a page meant to be shown in other sites' frames (the sales-theme preview to
 * come): `app.get(url, { helmet: embeddable(['https://loja.example']) }, ...)`. Replaces
 * frame-ancestors and drops X-Frame-Options, which cannot list origins.
 */
export const embeddable = (frameAncestors: readonly string[]) => ({
  contentSecurityPolicy: { useDefaults: false, directives: adminCsp([SELF, ...frameAncestors]) },
  xFrameOptions: false as const,
});

/** A policy as its header writes it: "default-src 'self'; script-src ...". */
export const cspText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');

/**
 * A built script, style sheet or font under /assets (`<name>-<hash>.<ext>`): the headers that
 * govern a document (its policy, framing, features, referrer, process isolation) mean nothing on
 * it, and with the admin's ~40 files they weighed ~900 bytes each, a tenth of what /events
 * received. nosniff and Cross-Origin-Resource-Policy, which do govern a subresource, stay. A
 * worker's script is its context's document and an SVG can be opened as one: both keep everything.
 */
const SUBRESOURCE = /^\/assets\/[^/?]+-[\w-]{8}\.(js|css|woff2?|png|jpe?g|webp|wasm)(\?.*)?$/;
const WORKER = /\.worker-[\w-]{8}\.js(\?.*)?$/;
export const isSubresource = (url: string) => SUBRESOURCE.test(url) && !WORKER.test(url);

const subresourceHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** `scriptHashes`: those of the built index.html's inline scripts. */
export async function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): Promise<void> {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: adminCsp([SELF], scriptHashes) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only when the request really came over HTTPS.
    strictTransportSecurity: false,
  };
  const headers = helmet(options);
  app.addHook('onRoute', (route) => {
    if (route.helmet) route.config = { ...route.config, securityHeaders: helmet({ ...options, ...route.helmet } as HelmetOptions) };
  });
  app.addHook('onRequest', (request, reply, done) => {
    // HSTS on every answer (request.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isSubresource(request.url)) {
      subresourceHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
      return;
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    (request.routeOptions.config.securityHeaders ?? headers)(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
