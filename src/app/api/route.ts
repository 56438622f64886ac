// GET /api/ – ping: answers while the server is up
import { route } from '@/server/http';

export const GET = route({ auth: 'public' }, async () => ({ message: 'pong' }));
