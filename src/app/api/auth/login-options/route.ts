// GET /api/auth/login-options – whether sign-in goes through the course platform (and where) or the built-in form
import { isCoursevilleConfigured } from '@/env';
import { loginOptions } from '@/lib/auth';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: 'public', response: loginOptions }, async () => ({
  courseville: isCoursevilleConfigured() ? { authorizeUrl: '/api/auth/courseville/start' } : null,
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
