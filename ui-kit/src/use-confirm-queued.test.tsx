import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { useEffect } from 'react';
import { initReactI18next } from 'react-i18next';
import { enqueue, getDb, initI18n, session } from 'shared-contracts';
import { createUser } from 'shared-contracts/testing';
import { type QueuedAction, useConfirmQueued } from './use-confirm-queued';

beforeAll(() => initI18n({ plugins: [initReactI18next], onMissingKey: 'throw' }));
beforeEach(async () => {
  session.update({ user: createUser({ _id: 'u1', organization: 'o1' }) });
  await (await getDb()).outbox.clear();
});

let ask: (action: QueuedAction) => Promise<boolean> = async () => false;
function Probe({ onReady }: { onReady: (confirm: typeof ask) => void }) {
  const confirm = useConfirmQueued();
  useEffect(() => onReady(confirm), [confirm, onReady]);
  return null;
}
const show = () =>
  render(
    <App>
      <Probe
        onReady={(confirm) => {
          ask = confirm;
        }}
      />
    </App>,
  );

describe('useConfirmQueued', () => {
  it('goes ahead without asking when nothing is queued for this user and organisation', async () => {
    await enqueue({ kind: 'report/submit', key: 'other', userId: 'u2', organizationId: 'o1', body: {}, blobs: [] });
    show();
    await expect(ask('logout')).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before a logout leaves queued reports behind; Cancel keeps the user signed in', async () => {
    await enqueue({ kind: 'report/submit', key: 'mine', userId: 'u1', organizationId: 'o1', body: {}, blobs: [] });
    show();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = ask('logout');
    });
    expect((await screen.findAllByText('1 report is still waiting to upload on this device')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
