import { act, renderHook } from '@testing-library/react';
import { useLoadOnDemand } from './use-load-on-demand';

describe('useLoadOnDemand', () => {
  it('loads on the first request only, and keeps the answer', async () => {
    const load = jest.fn(() => Promise.resolve('dialog'));
    const onError = jest.fn();
    const { result } = renderHook(() => useLoadOnDemand(load, onError));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.value).toBeNull();

    let answer: string | null = null;
    await act(async () => {
      const pending = result.current.request();
      answer = await pending;
    });
    expect(answer).toBe('dialog');
    expect(result.current).toMatchObject({ value: 'dialog', loading: false });
    await act(async () => {
      answer = await result.current.request();
    });
    expect(answer).toBe('dialog');
    expect(load).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows loading while it loads; a failed load goes to onError and the next request tries again', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = jest
      .fn<Promise<string>, []>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue('dialog');
    const onError = jest.fn();
    const { result } = renderHook(() => useLoadOnDemand(load, onError));

    let first: Promise<string | null> = Promise.resolve(null);
    act(() => {
      first = result.current.request();
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      fail(new Error('ChunkLoadError'));
      expect(await first).toBeNull();
    });
    expect(onError).toHaveBeenCalledWith(new Error('ChunkLoadError'));
    expect(result.current).toMatchObject({ value: null, loading: false });

    await act(async () => {
      expect(await result.current.request()).toBe('dialog');
    });
    expect(result.current.value).toBe('dialog');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
