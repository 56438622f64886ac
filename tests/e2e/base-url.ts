// The one place that says where the tests find the portal: the server Playwright starts on E2E_PORT,
// or, with E2E_BASE_URL, a server that is already running (a developer's `next dev`).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`;
