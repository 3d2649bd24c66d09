import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from 'shared-contracts';
import { createOrganization, createUser, fakeApi, type FakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import OrganizationNewPage from './organization-new-page';

const setup = (progress: number) => ({
  activated: progress >= 0.25,
  facilitiesGenerated: progress >= 0.5,
  templatesGenerated: progress >= 0.75,
  configured: progress >= 1,
  progress,
});
const sunrise = createOrganization({ _id: 'org-sunrise', name: 'Sunrise Mall' });

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  sessionStorage.clear();
  session.update({ token: 't', user: createUser({ _id: 'u1', organization: 'org-acme' }) });
  api.answer('GET /organizations/org-sunrise/facilities/count', { body: { count: 4 } });
  api.answer('GET /organizations/org-sunrise/checklistTemplates', { body: [] });
});
afterEach(() => session.clear());

describe('OrganizationNewPage', () => {
  it('runs the four steps from the key to Done!, saying what each did', async () => {
    api.answer('POST /organizations/activate', { body: { status: true, organization: sunrise, setup: setup(0.25), token: 'x' } });
    api.answer('POST /organizations/org-sunrise/facilities/generate', { body: { status: true, setup: setup(0.5) } });
    api.answer('POST /organizations/org-sunrise/templates/generate', { body: { status: true, setup: setup(0.75) } });
    api.answer('POST /organizations/org-sunrise/configure', { body: { status: true, setup: setup(1), message: 'Done!' } });
    render(<OrganizationNewPage />);
    await userEvent.type(screen.getByLabelText('Activation key'), ' KEY-1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Sunrise Mall is ready.')).toBeTruthy();
    expect(screen.getByText('Sunrise Mall activated; you are its administrator.')).toBeTruthy();
    expect(screen.getByText('4 facilities generated.')).toBeTruthy();
    expect(screen.getByText('0 checklist templates generated.')).toBeTruthy();
    expect(screen.getAllByText('Done!').length).toBeGreaterThan(0);
    const generate = api.fetch.mock.calls.find(([url]) => String(url).endsWith('/facilities/generate'));
    expect(JSON.parse(String(generate?.[1]?.body))).toEqual({ activationKey: 'KEY-1' });
    expect(sessionStorage.getItem('org-activation')).toBeNull();
  });

  it('stops at a failed step, and Retry continues from it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('POST /organizations/activate', { body: { status: true, organization: sunrise, setup: setup(0.25) } });
    api.answer('POST /organizations/org-sunrise/facilities/generate', { body: { status: true, setup: setup(0.5) } });
    api.answer(
      'POST /organizations/org-sunrise/templates/generate',
      { status: 503, body: { message: 'Try again later.' } },
      { body: { status: true, setup: setup(0.75) } },
    );
    api.answer('POST /organizations/org-sunrise/configure', { body: { status: true, setup: setup(1), message: 'Done!' } });
    render(<OrganizationNewPage />);
    await userEvent.type(screen.getByLabelText('Activation key'), 'KEY-1');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Generate templates failed')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sunrise Mall is ready.')).toBeTruthy();
    logged.mockRestore();
  });

  it('after a reload, reads the set-up state from the server and continues where it stopped', async () => {
    sessionStorage.setItem('org-activation', JSON.stringify({ organizationId: 'org-sunrise', organizationName: 'Sunrise Mall', activationKey: 'KEY-1' }));
    api.answer('GET /organizations/org-sunrise', { body: { ...sunrise, setup: setup(0.5) } });
    api.answer('POST /organizations/org-sunrise/templates/generate', { body: { status: true, setup: setup(0.75) } });
    api.answer('POST /organizations/org-sunrise/configure', { body: { status: true, setup: setup(1), message: 'Done!' } });
    render(<OrganizationNewPage />);
    expect(await screen.findByText('Sunrise Mall is ready.')).toBeTruthy();
    expect(screen.getByText('Done before.')).toBeTruthy();
    expect(screen.queryByLabelText('Activation key')).toBeNull();
    expect(api.fetch.mock.calls.some(([url]) => String(url).endsWith('/activate') || String(url).endsWith('/facilities/generate'))).toBe(false);
  });

  it("shows the server's answer to a key that does not work", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('POST /organizations/activate', { status: 404, body: { message: 'No organisation has this activation key.' } });
    render(<OrganizationNewPage />);
    await userEvent.type(screen.getByLabelText('Activation key'), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('No organisation has this activation key.')).toBeTruthy();
    expect(screen.getByText('Activate the organization failed')).toBeTruthy();
    logged.mockRestore();
  });
});
