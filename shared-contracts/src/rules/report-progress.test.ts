import { reportProgress } from './report-progress';

describe('reportProgress', () => {
  it('is warning from 50% up to 90%, positive at 90% and above', () => {
    expect(reportProgress(4, 10)).toEqual({ percent: 40, tone: 'normal' });
    expect(reportProgress(5, 10)).toEqual({ percent: 50, tone: 'warning' });
    expect(reportProgress(89, 100)).toEqual({ percent: 89, tone: 'warning' });
    expect(reportProgress(9, 10)).toEqual({ percent: 90, tone: 'positive' });
  });

  it('caps the label at 100% and reads 0% when nothing is expected', () => {
    expect(reportProgress(14, 10)).toEqual({ percent: 100, tone: 'positive' });
    expect(reportProgress(0, 0)).toEqual({ percent: 0, tone: 'normal' });
    expect(reportProgress(3, 0)).toEqual({ percent: 0, tone: 'normal' });
  });
});
