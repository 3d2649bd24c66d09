/** One owner per piece of state: the lint rules that keep each writer in its module must fail elsewhere. */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const writes = [
  "import { BehaviorSubject } from 'rxjs';\nexport const s = new BehaviorSubject(1);\n",
  "import { session } from 'shared-contracts';\nsession.update({ token: null });\n",
  "import { changeLanguage } from 'shared-contracts';\nvoid changeLanguage('hi');\n",
  "localStorage.setItem('language', 'hi');\n",
  "import { writeSetting } from 'shared-contracts';\nvoid writeSetting('theme', 'dark');\n",
  "import { writeSetting } from 'shared-contracts';\nvoid writeSetting('offline', true);\n",
];

describe('state owners', () => {
  it.each(['mf-org-admin/src/features/x.ts', 'shell/src/layout/x.ts', 'ui-kit/src/x.ts'])('refuses every write of owned state in %s', async (file) => {
    for (const code of writes) await expect(messagesFor(file, code)).resolves.toHaveLength(1);
  });

  it('lets each owner write its own state, and only its own', async () => {
    await expect(messagesFor('shell/src/auth/session-service.ts', writes[1] as string)).resolves.toEqual([]);
    await expect(messagesFor('shell/src/auth/session-service.ts', writes[4] as string)).resolves.toHaveLength(1);
    await expect(messagesFor('shell/src/app/language.ts', writes[3] as string)).resolves.toEqual([]);
    await expect(messagesFor('shell/src/theme/theme-mode.ts', writes[4] as string)).resolves.toEqual([]);
    await expect(messagesFor('shell/src/offline/offline-store.ts', writes[5] as string)).resolves.toEqual([]);
    await expect(messagesFor('shared-contracts/src/state/owned-state.ts', writes[0] as string)).resolves.toEqual([]);
  });

  it('lets tests set up a session', async () => {
    await expect(messagesFor('mf-shifts/src/x.test.ts', writes[1] as string)).resolves.toEqual([]);
  });
});
