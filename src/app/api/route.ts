// GET /api/ – ping: answers while the server is up
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: 'public' }, async () => ({ message: 'pong' }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
