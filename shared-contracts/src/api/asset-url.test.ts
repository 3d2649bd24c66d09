import { assetUrl } from './asset-url';
import { configureApi } from './api-client';

beforeEach(() => configureApi({ baseUrl: 'http://api.test', getToken: () => null }));

describe('assetUrl', () => {
  it('puts api paths under the api origin', () => {
    expect(assetUrl('/uploads/logo.png')).toBe('http://api.test/uploads/logo.png');
    expect(assetUrl('uploads/logo.png')).toBe('http://api.test/uploads/logo.png');
  });

  it('keeps full and inline addresses', () => {
    expect(assetUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

it('reads no path as no URL', () => {
  expect(assetUrl(null)).toBeUndefined();
  expect(assetUrl('')).toBeUndefined();
});
