// npm run bench:oauth — a throwaway database (PostgreSQL when DATABASE_URL is set, else PGlite) with one
// confidential client, the production build (`next start`, honouring NEXT_DIST_DIR) on it, and
// POST /api/oauth/token (client_credentials, Basic auth) driven at a fixed 500 req/s for 20 s with
// autocannon. Ends with exactly one line `p50_ms=… p99_ms=… errors=…` (target: p99 ≤ 25 ms, 0 errors).
import autocannon from 'autocannon';
import { openThrowawayDatabase } from './bench-database';
import { percentile, productionBuildDir, startProductionServer, type ProductionServer } from './bench-server';
import { migrateDatabase } from '@/db/migrate';
import { accounts, admins } from '@/db/schema';
import { createClient, createProvider } from '@/server/oauth';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function drive(baseUrl: string, authorization: string, rate: number, seconds: number) {
  const latencies: number[] = [];
  // overallRate (a fixed arrival rate, not a closed loop) is not in scripts/autocannon.d.ts, so the options are built apart.
  const options = {
    url: `${baseUrl}/api/oauth/token`,
    connections: CONNECTIONS,
    overallRate: rate,
    duration: seconds,
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    requests: [{ method: 'POST', body: 'grant_type=client_credentials&scope=internal%3Acompanies' }],
  };
  const instance = autocannon(options);
  instance.on('response', (_client: unknown, _statusCode: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

async function main() {
  const distDir = productionBuildDir();
  const database = await openThrowawayDatabase('bench-oauth');
  let server: ProductionServer | undefined;
  try {
    await migrateDatabase(database.handle);
    const { db } = database.handle;
    await db.insert(accounts).values({ platformUid: 'bench-admin', username: 'bench-admin', displayName: 'ผู้ดูแล ทดสอบประสิทธิภาพ' });
    await db.insert(admins).values({ platformUid: 'bench-admin' });
    const ctx = {
      db,
      now: new Date(),
      actor: {
        role: 'admin' as const,
        platformUid: 'bench-admin',
        displayName: 'bench',
        signedInPlatformUid: 'bench-admin',
        loginSessionId: 0,
      },
    };
    const provider = await createProvider({ ctx, input: { name: 'Bench' } });
    const client = await createClient({
      ctx,
      providerId: provider.providerId,
      input: {
        clientDisplayName: 'Bench client',
        isConfidential: true,
        scopes: ['internal:companies'],
        isClientCredentialsGrantAllowed: true,
        isAuthorizationCodeGrantAllowed: false,
        pkceRequired: true,
        isRefreshTokenGrantAllowed: false,
        redirectUrls: [],
        permittedInternalEndpoints: [],
      },
    });
    const authorization = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    await database.handle.close();
    console.log(`database: ${database.kind}`);

    server = await startProductionServer(distDir, database.serverEnv);
    const { baseUrl } = server;

    const check = await fetch(`${baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!check.ok) throw new Error(`token endpoint answered ${check.status}: ${await check.text()}`);
    // Warm the route's code and the database's caches before measuring.
    await drive(baseUrl, authorization, RATE, 3);
    const { result, latencies } = await drive(baseUrl, authorization, RATE, DURATION_SECONDS);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${result.requests.total} requests in ${DURATION_SECONDS} s at a target of ${RATE} req/s (${Math.round(result.requests.average)} req/s achieved, ${CONNECTIONS} connections)`,
    );
    const milliseconds = (fraction: number) => Math.round(percentile(latencies, fraction) * 10) / 10;
    console.log(`p50_ms=${milliseconds(0.5)} p99_ms=${milliseconds(0.99)} errors=${errors}`);
  } finally {
    await server?.stop();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
