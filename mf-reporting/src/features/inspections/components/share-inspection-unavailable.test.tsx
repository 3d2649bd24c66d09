import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EventMap, bus } from 'shared-contracts';
import { setUpI18n } from '../../../testing/setup-i18n';
import { ShareInspectionButton } from './share-inspection-button';

// The dialog's chunk cannot be downloaded (offline before the app was cached, a deploy in between).
jest.mock('./share-inspection-dialog', () => {
  throw new Error('Loading chunk 42 failed');
});

beforeAll(setUpI18n);

it('says so when the share dialog cannot be loaded, and Share tries again on the next tap', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const notices: EventMap['ui/notify'][] = [];
  const subscription = bus.on('ui/notify').subscribe((notice) => notices.push(notice));
  try {
    render(<ShareInspectionButton reportId="rep-1" />);
    const share = screen.getByRole('button', { name: /Share/ });
    await userEvent.click(share);
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Sharing could not be opened. Check the connection and try again.' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(share.className).not.toContain('ant-btn-loading'));
    await userEvent.click(share);
    await waitFor(() => expect(notices).toHaveLength(2));
  } finally {
    subscription.unsubscribe();
  }
});
