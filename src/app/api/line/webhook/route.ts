// POST /api/line/webhook – LINE's webhook events, trusted only with a valid x-line-signature (follow and unfollow of the official account)
import { lineWebhookAnswer } from '@/lib/line';
import { methodsNotAllowed, readBodyText, route } from '@/server/http';
import { handleLineWebhook } from '@/server/line';

/** LINE's webhook bodies are small; a larger one is refused (413) before it is read. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export const POST = route({ auth: 'public', response: lineWebhookAnswer }, async ({ ctx }) =>
  handleLineWebhook({
    ctx,
    rawBody: await readBodyText(ctx.request, MAX_WEBHOOK_BYTES),
    signature: ctx.request.headers.get('x-line-signature'),
  }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
