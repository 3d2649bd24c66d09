// A remote's own entry only matters when its files are opened directly; the shell loads
// `./routes` through remoteEntry.js. The async boundary lets shared singletons resolve first.
void import('./bootstrap');
