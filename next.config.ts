import type { NextConfig } from 'next';

// Headers every response carries; the page CSP with its per-request nonce is set in proxy.ts.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  // Several developers' servers can run side by side from one checkout, each with its own build folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // PGlite loads its WASM and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds; checking again in the build
  // only costs time (and fails a developer's build on a colleague's file that is mid-edit).
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
};

export default nextConfig;
