import { deviceStore } from './device-store';

const isNumber = (value: unknown): value is number => typeof value === 'number';

describe('deviceStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last few answers, the newest last, and reads back only valid ones', () => {
    const store = deviceStore('test:store', 3, isNumber, 'numbers');
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['a', 4],
    ] as const)
      store.keep(store.read(), key, value);
    expect(Object.entries(store.read())).toEqual([
      ['b', 2],
      ['c', 3],
      ['a', 4],
    ]);
    store.keep(store.read(), 'd', 5);
    expect(Object.keys(store.read())).toEqual(['c', 'a', 'd']);

    localStorage.setItem('test:store', JSON.stringify({ x: 1, y: 'two', z: { three: 3 } }));
    expect(store.read()).toEqual({ x: 1 });
    for (const unreadable of ['not json', '[1,2]', 'null', '7']) {
      localStorage.setItem('test:store', unreadable);
      expect(store.read()).toEqual({});
    }
  });

  it('uses the storage it is given, and a refused write keeps nothing and says so', () => {
    const store = deviceStore('test:store', 2, isNumber, 'numbers');
    const other = { getItem: jest.fn(() => JSON.stringify({ k: 9 })), setItem: jest.fn() } as unknown as Storage;
    expect(store.read(other)).toEqual({ k: 9 });
    store.keep({ k: 9 }, 'm', 1, other);
    expect(other.setItem).toHaveBeenCalledWith('test:store', JSON.stringify({ k: 9, m: 1 }));
    expect(localStorage.getItem('test:store')).toBeNull();

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => store.keep({}, 'k', 1, full)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('numbers not kept on the device', expect.any(DOMException));
    warn.mockRestore();
  });
});
