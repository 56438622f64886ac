import { ServiceUnavailableError } from '@/server/errors';

export type Slots = {
  /**
   * Runs `work` once a slot is free; refuses with 503 when the queue is full or the wait too long. `priority` work
   * goes to the front of the queue and is not refused for a full queue (only for waiting too long).
   */
  run<T>(work: () => Promise<T>, options?: { priority?: boolean }): Promise<T>;
  readonly busy: number;
  readonly waiting: number;
};

/**
 * An in-process semaphore: at most `max` pieces of work at once, at most `maxQueue` waiting, none waiting
 * longer than `maxWaitMs`. Per instance by nature: each instance protects its own CPU and memory.
 */
export function createSlots({
  max,
  maxQueue,
  maxWaitMs,
  busyMessage,
}: {
  max: number;
  maxQueue: number;
  maxWaitMs: number;
  busyMessage: string;
}): Slots {
  let busy = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else busy -= 1;
  };

  const acquire = (isPriority: boolean): Promise<void> => {
    if (busy < max) {
      busy += 1;
      return Promise.resolve();
    }
    if (!isPriority && queue.length >= maxQueue) return Promise.reject(new ServiceUnavailableError(busyMessage, 1));
    return new Promise((resolve, reject) => {
      // The slot passes straight from the releasing work to this one, so `busy` stays as it is.
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(grant), 1);
        reject(new ServiceUnavailableError(busyMessage, 1));
      }, maxWaitMs);
      if (isPriority) queue.unshift(grant);
      else queue.push(grant);
    });
  };

  return {
    async run(work, options) {
      await acquire(options?.priority ?? false);
      try {
        return await work();
      } finally {
        release();
      }
    },
    get busy() {
      return busy;
    },
    get waiting() {
      return queue.length;
    },
  };
}
