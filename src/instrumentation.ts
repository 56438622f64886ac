// Runs once when the server starts. Everything it does needs Node.js (process, the database, the mail worker), so it
// lives in instrumentation-node.ts, imported only on that runtime: the Edge build then never sees those APIs.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
