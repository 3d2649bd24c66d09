import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes after the current task and its promise callbacks, not within them', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await nextTask();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
