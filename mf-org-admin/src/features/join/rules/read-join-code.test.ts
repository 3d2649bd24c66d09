import { readJoinCode } from './read-join-code';

describe('readJoinCode', () => {
  it.each([
    ['  ABCD-1234 ', 'ABCD-1234'],
    ['https://app.example/organization/join?code=XY-9', 'XY-9'],
    ['https://app.example/organization/join?joinCode=Q1', 'Q1'],
    ['https://app.example/organization/join', ''],
    ['', ''],
  ])('%s → %s', (text, code) => expect(readJoinCode(text)).toBe(code));
});
