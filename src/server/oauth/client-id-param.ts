import { z } from 'zod';

/** Client ids are free strings (the seed's `demo-client`, generated `client_…`). */
export const clientIdParam = z.string().min(1).max(200);
