// autocannon ships no types and @types/autocannon is not installed: the part bench-openings.ts uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  };
  type Result = { errors: number; timeouts: number; non2xx: number; requests: { total: number; average: number } };
  type Instance = EventEmitter & PromiseLike<Result>;

  export default function autocannon(options: Options): Instance;
}
