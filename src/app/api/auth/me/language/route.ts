// PUT /api/auth/me/language – keeps the language the person chose with their account and in this browser
import { z } from 'zod';
import { localeCookie } from '@/i18n/locale-cookie';
import { LOCALES } from '@/i18n/locales';
import { setOwnLanguage } from '@/server/auth';
import { jsonWithCookies, methodsNotAllowed, route, SIGNED_IN } from '@/server/http';

const language = z.object({ locale: z.enum(LOCALES) });

export const PUT = route({ auth: SIGNED_IN, body: language, response: language }, async ({ ctx, body }) => {
  const answer = await setOwnLanguage({ ctx, input: body });
  return jsonWithCookies(answer, [localeCookie({ request: ctx.request, locale: answer.locale })]);
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['PUT']);
