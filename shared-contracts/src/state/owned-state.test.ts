import { ownedState } from './owned-state';

describe('ownedState', () => {
  it('replays the current value, then each change, and exposes it as .value', () => {
    const owner = ownedState({ count: 1 });
    const seen: number[] = [];
    const subscription = owner.readable.subscribe((value) => seen.push(value.count));
    owner.set({ count: 2 });
    owner.update((current) => ({ count: current.count + 1 }));
    subscription.unsubscribe();
    expect(seen).toEqual([1, 2, 3]);
    expect(owner.readable.value).toEqual({ count: 3 });
  });

  it('does not announce a value equal to the current one', () => {
    const owner = ownedState('light');
    const seen: string[] = [];
    owner.readable.subscribe((value) => seen.push(value));
    owner.set('light');
    owner.set('dark');
    owner.set('dark');
    expect(seen).toEqual(['light', 'dark']);
  });

  it('gives readers no way to write', () => {
    const { readable } = ownedState(0);
    expect('next' in readable).toBe(false);
    expect(() => Object.assign(readable, { value: 5 })).toThrow(TypeError);
    expect(readable.value).toBe(0);
  });
});
