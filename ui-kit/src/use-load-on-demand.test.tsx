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
    expect(result.current).toMatchObject({ value: null, loading: false, failed: true });

    await act(async () => {
      expect(await result.current.request()).toBe('dialog');
    });
    expect(result.current).toMatchObject({ value: 'dialog', failed: false });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with early, loads on mount; a request made meanwhile shares that load', async () => {
    let finish: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useLoadOnDemand(load, jest.fn(), { early: true }));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.loading).toBe(true);

    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.request();
    });
    await act(async () => {
      finish('qr reader');
      expect(await answer).toBe('qr reader');
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ value: 'qr reader', loading: false, failed: false });
  });

  it('a load that throws before returning a promise still fails cleanly, and can be tried again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockImplementationOnce(() => {
        throw new Error('no chunk');
      })
      .mockResolvedValue('voice tools');
    const onError = jest.fn();
    const { result } = renderHook(() => useLoadOnDemand(load, onError, { early: true }));
    await act(async () => undefined);
    expect(onError).toHaveBeenCalledWith(new Error('no chunk'));
    expect(result.current).toMatchObject({ value: null, loading: false, failed: true });

    await act(async () => {
      expect(await result.current.request()).toBe('voice tools');
    });
    expect(result.current.failed).toBe(false);
  });
});
