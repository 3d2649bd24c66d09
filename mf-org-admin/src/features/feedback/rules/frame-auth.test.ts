import { FEEDBACK_AUTH_MESSAGE, readAuthMessage } from './frame-auth';

const parent = {} as Window;
const event = (data: unknown, origin = 'http://localhost:3000', source: unknown = parent) => ({ data, origin, source }) as MessageEvent;
const good = { type: FEEDBACK_AUTH_MESSAGE, token: 'enc', user: { _id: 'usr-1', name: 'Meera' } };

describe('the frame auth message', () => {
  it('is taken from the parent at the expected origin only', () => {
    expect(readAuthMessage(event(good), 'http://localhost:3000', parent)).toEqual({ token: 'enc', user: { _id: 'usr-1', name: 'Meera' } });
    expect(readAuthMessage(event(good, 'http://evil.test'), 'http://localhost:3000', parent)).toBeNull();
    expect(readAuthMessage(event(good, undefined, {}), 'http://localhost:3000', parent)).toBeNull();
    expect(readAuthMessage(event(good), 'http://localhost:3000', null)).toBeNull();
    expect(readAuthMessage(event({ ...good, type: 'other' }), 'http://localhost:3000', parent)).toBeNull();
    expect(readAuthMessage(event('text'), 'http://localhost:3000', parent)).toBeNull();
  });
});
