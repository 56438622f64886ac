import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Headers every response carries; the page CSP with its per-request nonce is set in proxy.ts.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** What a page request may carry to the server; the API's limits are its own (src/server/http/read-body.ts). */
const PAGE_BODY_LIMIT = '16kb';

const nextConfig: NextConfig = {
  // Several developers' servers can run side by side from one checkout, each with its own build folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // PGlite loads its WASM and data files from its own package folder at run time; so does pdfkit (src/server/agreements)
  // its font metrics (data/*.afm, read at document creation). `pg` is required at run time so that OpenTelemetry's
  // patch (src/server/tracing/start-tracing.ts) reaches it; the tracing packages hook Node's own require and keep
  // process-wide state, so they are loaded from node_modules too, one copy for every bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pdfkit',
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/context-async-hooks',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace',
  ],
  poweredByHeader: false,
  // `npm run build` runs `tsc --noEmit` before `next build`, and `npm test` type-checks before its e2e build,
  // so a type error never reaches a production build; checking again inside the build would only cost time.
  // Do not run `next build` alone for a release.
  typescript: { ignoreBuildErrors: true },
  // Opening `npm run dev` as http://127.0.0.1:3000 as well as http://localhost:3000: Next.js refuses the HMR
  // websocket and dev resources to any other origin than the one it was started for.
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  typedRoutes: false,
  experimental: {
    // Pages take no body: no Server Actions, every form writes through /api, whose route() caps each body itself
    // (1 MB JSON, a route's own maxBodyBytes, an upload slot's maxSizeByte). Without these, Next.js would buffer up to
    // 10 MB of any POST to a page for the proxy (src/proxy.ts), and read 1 MB for a Server Action.
    proxyClientMaxBodySize: PAGE_BODY_LIMIT,
    serverActions: { bodySizeLimit: PAGE_BODY_LIMIT },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
};

// next-intl reads each request's language and catalogue from src/i18n/request.ts (docs/languages.md).
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

export default withNextIntl(nextConfig);
