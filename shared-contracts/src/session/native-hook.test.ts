import { NATIVE_READY_EVENT, installNativeHook, readPreloadedInjection } from './native-hook';

describe('native hook', () => {
  afterEach(() => {
    delete window.__FACILITYOPS_NATIVE__;
    delete window.FacilityOps;
  });

  it('reads what the wrapper set before the page loaded', () => {
    expect(readPreloadedInjection()).toBeNull();
    window.__FACILITYOPS_NATIVE__ = { token: 't', hideHeader: true };
    expect(readPreloadedInjection()).toEqual({ token: 't', hideHeader: true });
  });

  it('installs window.FacilityOps and tells the wrapper it is ready', () => {
    const ready = jest.fn();
    window.addEventListener(NATIVE_READY_EVENT, ready);
    const inject = jest.fn();
    const navigate = jest.fn();
    const uninstall = installNativeHook({ inject, navigate });
    expect(ready).toHaveBeenCalledTimes(1);
    window.FacilityOps?.inject({ permissions: ['x'] });
    window.FacilityOps?.navigate('/shifts');
    expect(inject).toHaveBeenCalledWith({ permissions: ['x'] });
    expect(navigate).toHaveBeenCalledWith('/shifts');
    uninstall();
    expect(window.FacilityOps).toBeUndefined();
  });
});
