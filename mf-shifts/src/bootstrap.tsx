// Opened on its own (http://localhost:3002), the remote says where it lives instead of
// rendering half an app without the shell's session and theme.
const root = document.getElementById('root') ?? document.body;
root.textContent = `mf-shifts ${__APP_VERSION__}: a FacilityOps remote. Open the shell to use it.`;

export {};
