import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { ApiError, initI18n } from 'shared-contracts';
import { AsyncContent, RESERVED_LOADING_HEIGHT } from './async-content';
import { useAsync } from './use-async';

beforeAll(() => initI18n({ plugins: [initReactI18next], onMissingKey: 'throw' }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useAsync', () => {
  it('drops an answer that arrives after a newer request (retry) started', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first, second];
    const load = jest.fn(() => answers.shift()?.promise ?? Promise.resolve('never'));
    const { result } = renderHook(() => useAsync(load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => result.current.retry());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => second.resolve('fresh'));
    await act(async () => first.resolve('stale'));
    expect(result.current).toMatchObject({ loading: false, data: 'fresh' });
  });

  it('starts a load in a task after the effects that asked for it, and not at all when it was replaced first', async () => {
    const load = jest.fn(() => Promise.resolve('data'));
    const { result } = renderHook(() => useAsync(load));
    // Not in the effects' own task: promise callbacks alone do not start it.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: 'data' }));
    // The first request was replaced by the retry before its task came: one load, the retry's.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error of a load that throws before it returns a promise', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('no id');
    const load = (): Promise<string> => {
      throw failure;
    };
    const { result } = renderHook(() => useAsync(load));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, error: failure, data: undefined }));
    expect(errors).toHaveBeenCalledWith(failure);
    errors.mockRestore();
  });
});

describe('AsyncContent', () => {
  const errorSpy = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

  function View({ load }: { load: () => Promise<string[]> }) {
    const state = useAsync(load);
    return (
      <AsyncContent state={state} errorTitle="Could not load" emptyText="Nothing" isEmpty={(items) => items.length === 0}>
        {(items) => <p>{items.join(',')}</p>}
      </AsyncContent>
    );
  }

  it('shows the server message with Retry, then the data after a successful retry', async () => {
    const spy = errorSpy();
    const load = jest
      .fn<Promise<string[]>, []>()
      .mockRejectedValueOnce(new ApiError('server', 'Database is down.', 503))
      .mockResolvedValue(['a', 'b']);
    render(<View load={load} />);
    expect(await screen.findByText('Database is down.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('a,b')).toBeTruthy());
    spy.mockRestore();
  });

  it('shows the empty text for an empty answer', async () => {
    render(<View load={() => Promise.resolve([])} />);
    expect(await screen.findByText('Nothing')).toBeTruthy();
  });

  it('keeps the screen while loading when it reserves (the sections below wait below the fold), and only then', async () => {
    const pending = deferred<string[]>();
    const reserving = ({ reserve }: { reserve: boolean }) => {
      function Reserving() {
        const state = useAsync(() => pending.promise);
        return (
          <AsyncContent reserve={reserve} state={state} errorTitle="Could not load" emptyText="Nothing" isEmpty={() => false}>
            {(items) => <p>{items.join(',')}</p>}
          </AsyncContent>
        );
      }
      return <Reserving />;
    };
    const { container, rerender } = render(reserving({ reserve: true }));
    expect((container.querySelector('[role="status"]') as HTMLElement).style.minHeight).toBe(RESERVED_LOADING_HEIGHT);
    rerender(<div />);
    const plain = render(reserving({ reserve: false }));
    expect((plain.container.querySelector('[role="status"]') as HTMLElement).style.minHeight).toBe('');
  });
});
