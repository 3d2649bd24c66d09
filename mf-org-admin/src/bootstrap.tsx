// Opened on its own (http://localhost:3004), the remote says where it lives instead of
// rendering half an app without the shell's session and theme.
const root = document.getElementById('root') ?? document.body;
root.textContent = `mf-org-admin ${__APP_VERSION__}: a FacilityOps remote. Open the shell to use it.`;

export {};
