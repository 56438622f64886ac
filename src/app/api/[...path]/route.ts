// Any /api path that no other route serves – 404 { message } JSON (SPEC §8), not Next's HTML not-found page
import { unknownApiPath } from '@/server/http';

// Next.js tries every more specific route first (static, then dynamic segments), so this only catches what nothing else serves.
export const GET = unknownApiPath;
export const HEAD = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
export const OPTIONS = unknownApiPath;
