import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { PublicFeedbackFormView } from './public-feedback-form';

const TOKEN = 'A'.repeat(43);
let api: FakeApi;
// antd's radio buttons take the click on their label.
const pick = (name: RegExp, index: number) => userEvent.click(screen.getAllByRole('radio', { name })[index]?.closest('label') as HTMLElement);
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

describe('PublicFeedbackFormView', () => {
  it('rates unhappy, asks for immediate service and sends it without sign-in', async () => {
    api.answer(`GET /public/feedback/${TOKEN}`, {
      body: {
        facilityName: 'Washroom 1',
        parameters: [
          { _id: 'fbp-1', label: 'Cleanliness' },
          { _id: 'fbp-2', label: 'Smell' },
        ],
      },
    });
    api.answer(`POST /public/feedback/${TOKEN}`, { body: { status: true, serviceRequested: true } });
    render(<PublicFeedbackFormView token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Washroom 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send feedback' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByLabelText('I need immediate service')).toBeNull();
    await pick(/Unhappy/, 0);
    await pick(/Happy/, 1);
    await userEvent.type(screen.getByLabelText('Anything to tell us? (optional)'), 'Floor flooded');
    await userEvent.click(screen.getByLabelText('I need immediate service'));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('We have asked the team to come right away.')).toBeTruthy();
    const sent = api.fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(sent).toBeTruthy());
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      reviewType: 'negative',
      ratings: [
        { parameter: 'fbp-1', happy: false },
        { parameter: 'fbp-2', happy: true },
      ],
      comment: 'Floor flooded',
      needsImmediateService: true,
    });
  });

  it('says when the link does not work any more', async () => {
    api.answer(`GET /public/feedback/${TOKEN}`, { status: 404, body: { message: 'This feedback link does not work any more.' } });
    render(<PublicFeedbackFormView token={TOKEN} />);
    expect(await screen.findByText('This feedback link does not work any more.')).toBeTruthy();
  });
});
