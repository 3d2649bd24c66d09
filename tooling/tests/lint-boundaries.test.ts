/** The lint rules that keep the micro-frontends independent must fail on a violation. */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.endsWith('no-restricted-imports')).map((message) => message.message);
}

describe('micro-frontend boundaries', () => {
  it("refuses a remote importing another remote's source", async () => {
    const messages = await messagesFor('mf-reporting/src/x.ts', "import routes from 'mf-shifts/src/routes';\nexport default routes;\n");
    expect(messages.join()).toMatch(/Do not import another micro-frontend's source/);
    const relative = await messagesFor('mf-reporting/src/x.ts', "import routes from '../../mf-adhoc/src/routes';\nexport default routes;\n");
    expect(relative.join()).toMatch(/Do not import another micro-frontend's source/);
  });

  it("refuses the shell importing a remote's source", async () => {
    const messages = await messagesFor('shell/src/x.ts', "import routes from 'mf-org-admin/src/routes';\nexport default routes;\n");
    expect(messages.join()).toMatch(/loadRemote/);
  });

  it("lets a remote import its own features, including a feature's api folder", async () => {
    await expect(messagesFor('mf-reporting/src/x.ts', "import { a } from './features/facilities/api/get';\nexport default a;\n")).resolves.toEqual([]);
  });

  it('refuses whole-antd imports and names outside the shared facades', async () => {
    await expect(messagesFor('mf-shifts/src/x.tsx', "import { Button } from 'antd';\nexport default Button;\n")).resolves.toHaveLength(1);
    await expect(messagesFor('mf-shifts/src/x.tsx', "import { useFetcher } from 'react-router-dom';\nexport default useFetcher;\n")).resolves.toHaveLength(1);
    await expect(messagesFor('mf-shifts/src/x.tsx', "import { useNavigate } from 'react-router-dom';\nexport default useNavigate;\n")).resolves.toEqual([]);
  });

  it('keeps React and other packages out of shared-contracts', async () => {
    await expect(messagesFor('shared-contracts/src/x.ts', "import { useState } from 'react';\nexport default useState;\n")).resolves.toHaveLength(1);
  });
});
