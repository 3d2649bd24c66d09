import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared-contracts';
import { createOrganization, type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { OrganizationForm } from './organization-form';

const organization = createOrganization({
  _id: 'org-1',
  name: 'Acme',
  theme: { colors: { primary: '#1565c0', secondary: '#6a1b9a', background: '#ffffff' }, branding: null },
  settings: { enableFeedback: true },
});

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

const setColour = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('OrganizationForm', () => {
  it('refuses a primary colour white text cannot be read on, saying why, and sends nothing', async () => {
    render(<OrganizationForm organization={organization} onSaved={jest.fn()} onCancel={jest.fn()} />);
    setColour('Primary colour', '#ffeb3b');
    expect(
      await screen.findByText(/^Too little contrast: white text on #ffeb3b is 1\.\d+:1; WCAG AA needs 4\.5:1\. Choose a darker primary colour\.$/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(/Too little contrast/).length).toBeGreaterThan(0));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('warns about a pale secondary colour but saves, previews the colours, and tells the shell', async () => {
    api.answer('PUT /organizations/org-1', {
      body: { ...organization, theme: { colors: { primary: '#0d47a1', secondary: '#ffeb3b', background: '#ffffff' } } },
    });
    const onSaved = jest.fn();
    const updated = jest.fn();
    const subscription = bus.on('organization/updated').subscribe(updated);
    render(<OrganizationForm organization={organization} onSaved={onSaved} onCancel={jest.fn()} />);
    setColour('Primary colour', '#0d47a1');
    setColour('Secondary colour', '#ffeb3b');
    expect(await screen.findByText(/^Low contrast: white on #ffeb3b is 1\.\d+:1, under 3:1\./)).toBeTruthy();
    expect(screen.getByText('Primary button').style.background).toBe('rgb(13, 71, 161)');
    const high = screen.getByRole('spinbutton', { name: 'High urgency (hours)' });
    await userEvent.clear(high);
    await userEvent.type(high, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = api.fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      theme: { colors: { primary: '#0d47a1', secondary: '#ffeb3b', background: '#ffffff' } },
      settings: { enableFeedback: true, issueDueHours: { low: 72, moderate: 24, high: 12 } },
    });
    expect(updated).toHaveBeenCalledWith({ organizationId: 'org-1' });
    subscription.unsubscribe();
  });

  it('shows the server’s reason when it refuses', async () => {
    api.answer('PUT /organizations/org-1', { status: 400, body: { message: 'Invalid body. logoURL: a PNG or JPEG image uploaded to this organisation.' } });
    render(<OrganizationForm organization={organization} onSaved={jest.fn()} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid body. logoURL: a PNG or JPEG image uploaded to this organisation.')).toBeTruthy();
  });
});
