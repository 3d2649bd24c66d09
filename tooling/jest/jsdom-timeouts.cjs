// Component tests wait for what antd renders lazily (pages, drawers, popups). On a 2-core CI
// machine running two lanes at once a first render can take over a second, the default wait of
// Testing Library's find* queries and waitFor: they wait up to 5 s (a missing text still fails).
// @testing-library/dom is each app's own dev dependency, found from the package being tested.
const { configure } = require(require.resolve('@testing-library/dom', { paths: [process.cwd()] }));

configure({ asyncUtilTimeout: 5000 });
