import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { type AppApis, useAppApis } from 'ui-kit';
import { DeferredApp, createDeferredApis } from './deferred-app';

let apis: AppApis | null = null;
function Probe() {
  const value = useAppApis();
  useEffect(() => {
    apis = value;
  }, [value]);
  return <p>page</p>;
}

const show = () =>
  render(
    <DeferredApp>
      <Probe />
    </DeferredApp>,
  );

afterEach(() => {
  apis = null;
});

function current(): AppApis {
  if (!apis) throw new Error('the page has not rendered');
  return apis;
}

describe('DeferredApp', () => {
  it('renders the page in the ant-app root before any dialog code is loaded', () => {
    show();
    expect(screen.getByText('page').parentElement?.classList.contains('ant-app')).toBe(true);
  });

  it('a confirm made before the real APIs exist shows the dialog and answers true on OK', async () => {
    show();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      const confirm = current().modal.confirm({ title: 'Go offline?', okText: 'Yes', cancelText: 'Cancel' });
      answer = new Promise((resolve, reject) => void confirm.then(resolve, reject));
    });
    expect((await screen.findAllByText('Go offline?')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('messages raised before and after loading both show', async () => {
    show();
    act(() => {
      void current().message.info('first');
    });
    expect(await screen.findByText('first')).toBeTruthy();
    act(() => {
      void current().message.success('second');
    });
    expect(await screen.findByText('second')).toBeTruthy();
  });
});

describe('createDeferredApis', () => {
  it('asks for the real APIs once a call needs them, never for a destroy, and replays calls in order', async () => {
    const request = jest.fn();
    const { apis: standIns, ready } = createDeferredApis(request);
    standIns.notification.destroy('nothing-open');
    expect((standIns.message as unknown as { then?: unknown }).then).toBeUndefined();
    expect(request).not.toHaveBeenCalled();

    const calls: string[] = [];
    const close = jest.fn();
    const message = Object.assign(() => close(), { then: (resolve: (value: boolean) => unknown) => Promise.resolve(true).then(resolve) });
    const handle = standIns.message.info('one');
    standIns.notification.open({ title: 'two' });
    expect(request).toHaveBeenCalled();

    ready({
      message: { info: (text: string) => (calls.push(`message ${text}`), message) },
      notification: { open: ({ title }: { title: string }) => void calls.push(`notification ${title}`) },
      modal: {},
    } as unknown as AppApis);
    await expect(Promise.resolve(handle)).resolves.toBe(true);
    expect(calls).toEqual(['message one', 'notification two']);
    handle();
    await Promise.resolve();
    await Promise.resolve();
    expect(close).toHaveBeenCalled();
  });
});
