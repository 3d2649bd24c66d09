import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { FeedbackLinkSection } from './feedback-link-section';

const OLD = 'fbk_oldtokenoldtokenoldtokenoldtoken01';
const NEW = 'fbk_newtokennewtokennewtokennewtoken02';
const link = (token: string, createdAt: string) => ({ facility: 'fac-1', token, createdAt });

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  api.answer('GET /facilities/fac-1/feedback-link', { body: link(OLD, '2026-11-01T05:00:00.000Z') });
});

const show = (canRenew: boolean) =>
  render(
    <App>
      <FeedbackLinkSection facilityId="fac-1" facilityName="Tower A Pantry 2" canRenew={canRenew} />
    </App>,
  );

describe('FeedbackLinkSection', () => {
  it('shows the public address and its QR code, without Renew for someone who may not change the organisation', async () => {
    show(false);
    expect(await screen.findByText(`http://localhost/public/feedback/${OLD}`)).toBeTruthy();
    expect(screen.getByLabelText('Feedback QR code of Tower A Pantry 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew link' })).toBeNull();
  });

  it('renews after a confirmation: the new address replaces the old, which is said to have stopped', async () => {
    api.answer('POST /facilities/fac-1/feedback-link', { body: link(NEW, '2026-11-26T05:00:00.000Z') });
    show(true);
    await screen.findByText(`http://localhost/public/feedback/${OLD}`);
    await userEvent.click(screen.getByRole('button', { name: 'Renew link' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('The current link and every code printed with it stop working at once.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Renew link' }));
    expect(await screen.findByText(`http://localhost/public/feedback/${NEW}`)).toBeTruthy();
    expect(screen.queryByText(`http://localhost/public/feedback/${OLD}`)).toBeNull();
    expect(screen.getByText('The old link no longer works: print the new code.')).toBeTruthy();
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });
});
