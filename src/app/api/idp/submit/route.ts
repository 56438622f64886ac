// POST /api/idp/submit – the consent answer {requestId, decision: allow|deny} as a form or JSON; 302 to the registered redirect URI with a code or error=access_denied
import { authorizationDecisionBody, issuerOf, readFormOrJson, submitAuthorization } from '@/server/oauth';
import { methodsNotAllowed, redirectAnswer, route, SIGNED_IN } from '@/server/http';
import { AppError } from '@/server/errors';

export const POST = route({ auth: SIGNED_IN, response: redirectAnswer }, async ({ ctx }) => {
  const parsed = authorizationDecisionBody.safeParse(await readFormOrJson(ctx.request));
  if (!parsed.success)
    throw new AppError(400, parsed.error.issues.map((issue) => `body.${issue.path.join('.')}: ${issue.message}`).join('; '), {
      issues: parsed.error.issues,
    });
  return submitAuthorization({ ctx, input: parsed.data, issuer: issuerOf(ctx.request) });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
