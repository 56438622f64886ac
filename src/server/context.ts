import type { Database } from '@/db/client';
import type { Actor } from '@/server/auth/actor';

/** What every verb receives: the database, who is asking, and one clock for the whole request. */
export type Context = { db: Database; actor: Actor; now: Date };
export type OptionalActorContext = { db: Database; actor: Actor | null; now: Date };
