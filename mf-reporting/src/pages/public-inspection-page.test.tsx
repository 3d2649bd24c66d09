import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import PublicInspectionPage from './public-inspection-page';

const TOKEN = 'A'.repeat(43);
let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

const renderAt = () =>
  render(
    <MemoryRouter initialEntries={[`/public/inspection/${TOKEN}`]}>
      <PublicInspectionPage />
    </MemoryRouter>,
  );

describe('PublicInspectionPage', () => {
  it('shows the shared report read-only, its photos through the link', async () => {
    api.answer(`GET /public/links/${TOKEN}`, {
      body: {
        kind: 'inspection',
        inspection: {
          facilityName: 'Washroom T1',
          locationName: 'Tower A',
          reportingType: 'scheduled',
          date: '01 May 2026',
          time: '9:00 AM',
          createdAt: '2026-05-01T03:30:00.000Z',
          parameters: [
            { label: 'Floor', ok: false, quantity: 1 },
            { label: 'Mirror', ok: true, quantity: 1 },
          ],
          issues: [
            {
              label: 'Floor',
              description: 'Wet floor',
              quantity: 2,
              urgency: 'high',
              status: 'active',
              media: [{ name: 'wet.jpg', url: `/public/links/${TOKEN}/media/${'a'.repeat(24)}.jpg`, type: 'image/jpeg', kind: 'photo' }],
            },
          ],
          overall: { description: 'Cleaned after', media: [] },
        },
      },
    });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Washroom T1' })).toBeTruthy();
    expect(screen.getByText('Wet floor')).toBeTruthy();
    expect(screen.getByText('Cleaned after')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Floor/ }).getAttribute('src')).toBe(`http://api.test/public/links/${TOKEN}/media/${'a'.repeat(24)}.jpg`);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says clearly when the link was revoked', async () => {
    api.answer(`GET /public/links/${TOKEN}`, { status: 404, body: { message: 'This link does not work any more.' } });
    renderAt();
    expect(await screen.findByText('This link does not work any more.')).toBeTruthy();
  });
});
