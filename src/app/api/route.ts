// GET /api/ – ping: answers while the server is up
import { messageAnswer } from '@/lib/contract';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: 'public', response: messageAnswer }, async () => ({ message: 'pong' }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
