import { render, screen } from '@testing-library/react';
import { changeLanguage } from 'shared-contracts';
import { setUpI18n } from '../testing/setup-i18n';
import { useRoleLabel } from './use-role-label';

beforeAll(setUpI18n);

function Label({ name }: { name: string }) {
  return <span>{useRoleLabel()(name)}</span>;
}

describe('useRoleLabel', () => {
  afterEach(() => changeLanguage('en-US'));
  it('names system roles in the UI language and leaves custom roles as typed', async () => {
    await changeLanguage('hi');
    render(
      <>
        <Label name="manager" />
        <Label name="auditor" />
      </>,
    );
    expect(screen.getByText('प्रबंधक')).toBeTruthy();
    expect(screen.getByText('auditor')).toBeTruthy();
  });
});
