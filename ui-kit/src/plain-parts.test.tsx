import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { changeLanguage, initI18n } from 'shared-contracts';
import { PlainAvatar } from './plain-avatar';
import { LinkButton, Pill, PlainCard, PlainCheckbox, PlainResult, Spinner, TextSkeleton } from './plain-parts';

beforeAll(() => initI18n({ plugins: [initReactI18next], onMissingKey: 'throw' }));

describe('plain parts', () => {
  it("draws a pill in its colour's theme variables, the caller's style last", () => {
    render(
      <>
        <Pill color="success">Done</Pill>
        <Pill style={{ marginInlineEnd: 0 }}>N/A</Pill>
      </>,
    );
    const done = screen.getByText('Done');
    expect(done.style.backgroundColor).toBe('var(--ant-color-success-bg, #f6ffed)');
    expect(done.style.color).toBe('var(--ant-color-success, #347d11)');
    const na = screen.getByText('N/A');
    expect(na.dataset.pill).toBe('default');
    expect(na.style.marginInlineEnd).toBe('0');
  });

  it('gives a card its head only when it has a title or an extra', () => {
    const { rerender } = render(
      <PlainCard role="article" aria-label="Lift Lobby" title="Lift Lobby" extra={<span>Next: 9:30 AM</span>}>
        body
      </PlainCard>,
    );
    const card = screen.getByRole('article', { name: 'Lift Lobby' });
    expect(card.textContent).toBe('Lift LobbyNext: 9:30 AMbody');
    expect(card.children).toHaveLength(2);
    rerender(<PlainCard role="article">body</PlainCard>);
    expect(screen.getByRole('article').children).toHaveLength(1);
  });

  it('makes a link-looking button that does not submit its form', async () => {
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const opened = jest.fn();
    render(
      <form onSubmit={submitted}>
        <LinkButton onClick={opened}>Lift Lobby</LinkButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lift Lobby' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('toggles a checkbox by its label and by its padded target', async () => {
    function Box() {
      const [on, setOn] = useState(false);
      return <PlainCheckbox aria-label="Select Lift Lobby" checked={on} onChange={setOn} />;
    }
    render(<Box />);
    const box = screen.getByRole('checkbox', { name: 'Select Lift Lobby' });
    await userEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    // The label around it is the larger target.
    await userEvent.click(box.parentElement as HTMLElement);
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('names a spinner by its label, or shows the label below the ring', () => {
    render(
      <>
        <Spinner label="Loading facilities" />
        <Spinner size="large" label="Resuming" showLabel />
      </>,
    );
    const quiet = screen.getByRole('status', { name: 'Loading facilities' });
    expect(quiet.getAttribute('aria-busy')).toBe('true');
    expect(quiet.textContent).toBe('');
    const described = screen.getAllByRole('status').at(1) as HTMLElement;
    expect(described.getAttribute('aria-label')).toBeNull();
    expect(described.textContent).toBe('Resuming');
    expect((described.querySelector('[data-spinner-ring]') as HTMLElement).style.width).toBe('32px');
  });

  it("says the common loading text in the reader's language when a spinner or skeleton is not told what loads", async () => {
    render(
      <>
        <Spinner />
        <Spinner showLabel />
        <TextSkeleton />
      </>,
    );
    const [quiet, shown, skeleton] = screen.getAllByRole('status') as [HTMLElement, HTMLElement, HTMLElement];
    expect(quiet.getAttribute('aria-label')).toBe('Loading…');
    expect(shown.textContent).toBe('Loading…');
    expect(skeleton.getAttribute('aria-label')).toBe('Loading…');
    try {
      await act(() => changeLanguage('hi'));
      expect(quiet.getAttribute('aria-label')).toBe('लोड हो रहा है…');
      expect(skeleton.getAttribute('aria-label')).toBe('लोड हो रहा है…');
    } finally {
      await act(() => changeLanguage('en-US'));
    }
  });

  it("keeps one style element for the spinners' turn in the head, also after they go", () => {
    const { unmount } = render(
      <>
        <Spinner label="One" />
        <Spinner size="small" inline label="Two" />
      </>,
    );
    const turns = () => document.head.querySelectorAll('style[data-href="fo-plain-spin"]');
    expect(turns()).toHaveLength(1);
    expect(turns()[0]?.textContent).toContain('@keyframes fo-plain-spin');
    unmount();
    expect(turns()).toHaveLength(1);
  });

  it('draws a picture, or the initial upper-cased when there is none or it fails to load', () => {
    const { container, rerender } = render(<PlainAvatar initial="r" size={40} />);
    const avatar = container.querySelector('[data-avatar]') as HTMLElement;
    expect(avatar.textContent).toBe('R');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.style.width).toBe('40px');
    expect(avatar.style.fontSize).toBe('20px');
    rerender(<PlainAvatar initial="r" size={40} src="/files/rita.jpg" />);
    const picture = avatar.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/files/rita.jpg');
    fireEvent.error(picture);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe('R');
    // Another picture is tried again.
    rerender(<PlainAvatar initial="r" size={40} src="/files/rita-2.jpg" />);
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe('/files/rita-2.jpg');
  });

  it("draws a skeleton's title and three lines as a busy status, its shimmer hoisted once", () => {
    render(
      <>
        <TextSkeleton label="Loading" />
        <TextSkeleton label="Loading" style={{ padding: 12 }} />
      </>,
    );
    const [first, second] = screen.getAllByRole('status', { name: 'Loading' }) as [HTMLElement, HTMLElement];
    expect(first.getAttribute('aria-busy')).toBe('true');
    expect([...first.querySelectorAll<HTMLElement>('[data-skeleton-bar]')].map((bar) => bar.style.width)).toEqual(['38%', '100%', '100%', '61%']);
    expect(second.style.padding).toBe('12px');
    expect(document.head.querySelectorAll('style[data-href="fo-plain-shimmer"]')).toHaveLength(1);
  });

  it("draws a result's icon in the theme's colour of its status, its title, its message and its way on", async () => {
    const retry = jest.fn();
    const { container, rerender } = render(
      <PlainResult status="error" title="Could not load" subTitle="Server down" extra={<button onClick={retry}>Retry</button>} />,
    );
    const icon = container.querySelector('svg') as SVGElement;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.style.fill).toBe('var(--ant-color-error, #c23b3c)');
    expect(screen.getByText('Could not load').style.fontSize).toBe('var(--ant-font-size-heading-3, 24px)');
    expect(screen.getByText('Server down')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<PlainResult status="warning" title="Could not load" />);
    expect((container.firstChild as HTMLElement).textContent).toBe('Could not load');
    expect((container.querySelector('svg') as SVGElement).style.fill).toBe('var(--ant-color-warning, #8a5a00)');
  });
});
