export * from './route-table';
export * from './remote-module';
export * from './match-route';
export * from './permissions';
export * from './published-menu';
