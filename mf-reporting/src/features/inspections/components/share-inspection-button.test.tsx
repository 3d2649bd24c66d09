import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { ShareInspectionButton } from './share-inspection-button';

const TOKEN = 'B'.repeat(43);
const link = (revokedAt: string | null) => ({ _id: 'shl-1', kind: 'inspection', targetId: 'rep-1', createdAt: '2026-05-01T03:30:00.000Z', revokedAt });

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

describe('ShareInspectionButton', () => {
  it('makes a link shown once, lists it, and revokes it', async () => {
    api.answer('GET /share-links', { body: [] }, { body: [link(null)] }, { body: [link('2026-05-01T04:00:00.000Z')] });
    api.answer('POST /share-links', { body: { ...link(null), token: TOKEN } });
    api.answer('DELETE /share-links/shl-1', { body: { status: true } });
    render(<ShareInspectionButton reportId="rep-1" />);
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share a read-only link' }));
    expect(await dialog.findByText('0 links work now')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Create a link' }));
    await waitFor(() => expect((dialog.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(`http://localhost/public/inspection/${TOKEN}`));
    expect(await dialog.findByText('1 link works now')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await dialog.findByText('0 links work now')).toBeTruthy();
    expect(dialog.queryByRole('textbox', { name: 'Link' })).toBeNull();
  });

  it('reads the links anew each time it opens, and a link shown once is not shown again', async () => {
    api.answer('GET /share-links', { body: [] }, { body: [link(null)] }, { body: [link(null), { ...link(null), _id: 'shl-2' }] });
    api.answer('POST /share-links', { body: { ...link(null), token: TOKEN } });
    render(<ShareInspectionButton reportId="rep-1" />);
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Share a read-only link' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create a link' }));
    expect(await dialog.findByText('1 link works now')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    await waitFor(() => expect(screen.getAllByText('2 links work now').length).toBeGreaterThan(0));
    dialog = within(screen.getAllByRole('dialog', { name: 'Share a read-only link' }).at(-1) as HTMLElement);
    expect(dialog.queryByRole('textbox', { name: 'Link' })).toBeNull();
  });
});
