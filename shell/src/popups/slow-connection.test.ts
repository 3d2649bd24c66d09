import { isSlow, watchSlowConnection } from './slow-connection';

function fakeNavigator(downlink: number | undefined) {
  const connection = Object.assign(new EventTarget(), { downlink });
  return { nav: { connection } as unknown as Navigator, connection };
}

describe('slow connection', () => {
  it('is slow below 1 Mbit/s only', () => {
    expect(isSlow(0.5)).toBe(true);
    expect(isSlow(1)).toBe(false);
    expect(isSlow(10)).toBe(false);
    expect(isSlow(undefined)).toBe(false);
  });

  it('warns at start when slow, and once each time it turns slow', () => {
    const { nav, connection } = fakeNavigator(0.4);
    const warn = jest.fn();
    const stop = watchSlowConnection(warn, nav);
    expect(warn).toHaveBeenCalledTimes(1);
    connection.dispatchEvent(new Event('change'));
    expect(warn).toHaveBeenCalledTimes(1);
    connection.downlink = 5;
    connection.dispatchEvent(new Event('change'));
    connection.downlink = 0.7;
    connection.dispatchEvent(new Event('change'));
    expect(warn).toHaveBeenCalledTimes(2);
    stop();
    connection.downlink = 5;
    connection.dispatchEvent(new Event('change'));
    connection.downlink = 0.2;
    connection.dispatchEvent(new Event('change'));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never warns without the Network Information API', () => {
    const warn = jest.fn();
    watchSlowConnection(warn, {} as Navigator);
    expect(warn).not.toHaveBeenCalled();
  });
});
