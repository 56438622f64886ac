import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '@/server/errors';
import { createSlots } from '@/server/security/slots';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('createSlots', () => {
  it('runs at most `max` pieces of work at once and starts the queued ones as slots free up', async () => {
    const slots = createSlots({ max: 2, maxQueue: 10, maxWaitMs: 1_000, busyMessage: 'busy' });
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 5 }, later);
    const runs = gates.map((gate) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
      }),
    );
    await Promise.resolve();
    expect(slots.busy).toBe(2);
    expect(slots.waiting).toBe(3);
    for (const gate of gates) gate.resolve();
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(slots.busy).toBe(0);
  });

  it('refuses with 503 when the queue is full, and when the wait runs out', async () => {
    const slots = createSlots({ max: 1, maxQueue: 1, maxWaitMs: 20, busyMessage: 'busy' });
    const gate = later();
    const first = slots.run(() => gate.promise);
    const queued = slots.run(async () => 'never');
    await expect(slots.run(async () => 'full')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(queued).rejects.toMatchObject({ status: 503, message: 'busy', headers: { 'retry-after': '1' } });
    expect(slots.waiting).toBe(0);
    gate.resolve();
    await first;
    expect(await slots.run(async () => 'free again')).toBe('free again');
  });

  it('puts priority work at the front of the queue, even a full one', async () => {
    const slots = createSlots({ max: 1, maxQueue: 1, maxWaitMs: 1_000, busyMessage: 'busy' });
    const order: string[] = [];
    const gate = later();
    const first = slots.run(() => gate.promise);
    const queued = slots.run(async () => void order.push('queued'));
    await expect(slots.run(async () => undefined)).rejects.toBeInstanceOf(ServiceUnavailableError);
    const priority = slots.run(async () => void order.push('priority'), { priority: true });
    expect(slots.waiting).toBe(2);
    gate.resolve();
    await Promise.all([first, queued, priority]);
    expect(order).toEqual(['priority', 'queued']);
  });
});
