/** remotes.json follows the port variables. */
describe('remotesConfig', () => {
  it('points at each remote manifest and the api on the configured ports', async () => {
    const { remotesConfig } = await import('../ports.mjs');
    expect(remotesConfig({ MF_SHIFTS_PORT: '4002', API_PORT: '5000' })).toEqual({
      api: 'http://localhost:5000',
      remotes: {
        mf_reporting: 'http://localhost:3001/mf-manifest.json',
        mf_shifts: 'http://localhost:4002/mf-manifest.json',
        mf_adhoc: 'http://localhost:3003/mf-manifest.json',
        mf_org_admin: 'http://localhost:3004/mf-manifest.json',
      },
    });
  });
});
