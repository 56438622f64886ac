// The one place that says where the tests find the portal: the server Playwright starts on E2E_PORT,
// or, with E2E_BASE_URL, a server that is already running (a developer's `next dev`).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`;
// The e2e server's signing key: fixed, so a story can sign what only a mail would carry (the unsubscribe link, whose
// signature the admins' mail preview masks). A test server's key, never a real one.
export const E2E_FILES_SIGNING_SECRET = 'e2e-files-signing-secret-of-the-test-server-only';
// The fake LINE platform (tests/support/fake-line.ts) the e2e server is pointed at; the LINE story starts it on this port.
export const E2E_LINE_PORT = Number(process.env.E2E_LINE_PORT ?? E2E_PORT + 280);
