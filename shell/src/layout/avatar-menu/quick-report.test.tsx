import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ScanAndChooseProps, provideExposedModuleLoader } from 'shared-contracts';
import { type NoticeMessage, attachNoticeHost } from '../../app/notice';
import { renderWithRouter, setupI18n } from '../../testing/render-shell';
import QuickReport from './quick-report';

// mf-adhoc's flow (tested there): here, only what ends it.
function FakeFlow({ onClose }: ScanAndChooseProps) {
  return (
    <button type="button" onClick={onClose}>
      end the flow
    </button>
  );
}

let notices: NoticeMessage[];
let detach: () => void;
beforeAll(setupI18n);
beforeEach(() => {
  notices = [];
  detach = attachNoticeHost((message) => notices.push(message));
});
afterEach(() => detach());

describe('Quick Report', () => {
  it("runs mf-adhoc's scan-and-choose flow and ends with it", async () => {
    provideExposedModuleLoader((id) =>
      Promise.resolve(id === 'mf_adhoc/report-type-chooser' ? { ReportTypeChooser: () => null, ScanAndChoose: FakeFlow } : null),
    );
    const onClose = jest.fn();
    renderWithRouter(<QuickReport onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'end the flow' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });

  it('says reporting options are unavailable when mf-adhoc cannot load, and ends', async () => {
    provideExposedModuleLoader(() => Promise.resolve(null));
    const onClose = jest.fn();
    renderWithRouter(<QuickReport onClose={onClose} />);
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'Reporting options are unavailable right now. Try again later.' }]));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
