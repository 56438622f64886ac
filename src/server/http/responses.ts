/** A JSON answer that also sets (or clears) cookies. */
export function jsonWithCookies(body: unknown, cookies: string[], status = 200): Response {
  const response = Response.json(body, { status });
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}
