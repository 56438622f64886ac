/** A JSON answer that also sets (or clears) cookies. */
export function jsonWithCookies(body: unknown, cookies: string[], status = 200): Response {
  const response = Response.json(body, { status });
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

/** A JSON answer whose text the verb already wrote (a hot path that serialises stored parts once, not per request). */
export function jsonText(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}
