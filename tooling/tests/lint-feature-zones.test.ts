/** Feature zones: a feature imports only its own folder, src/shared, src/locales, src/testing and packages. */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function zoneMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'zones/feature-imports').map((message) => message.message);
}

describe('feature zones', () => {
  it.each([
    ['mf-reporting/src/features/wizard/components/x.tsx', "import { IssueCard } from '../../details/components/issue-card';\nexport { IssueCard };\n"],
    ['mf-reporting/src/features/scan/x.ts', "export { enqueueDraft } from '../queue/queue-store';\n"],
    ['mf-reporting/src/features/scan/x.ts', "export const page = () => import('../../pages/details-page');\n"],
    ['mf-org-admin/src/features/places/x.ts', "import { a } from '../organization/a';\nexport { a };\n"],
    ['mf-reporting/src/shared/report/x.ts', "import { CameraDialog } from '../../features/capture';\nexport { CameraDialog };\n"],
  ])('refuses %s reaching into another zone', async (file, code) => {
    await expect(zoneMessages(file, code)).resolves.toEqual([expect.stringContaining('move what two features need into src/shared')]);
  });

  it.each([
    [
      'mf-reporting/src/features/wizard/components/x.tsx',
      "import { IssueCard } from '../../../shared/report/components/issue-card';\nimport { w } from '../rules/wizard-rules';\nimport '../../../locales/register';\nexport { IssueCard, w };\n",
    ],
    [
      'mf-reporting/src/features/wizard/x.test.ts',
      "import { t } from '../../testing/test-context';\nimport { ui } from 'ui-kit';\nimport { bus } from 'shared-contracts';\nexport { t, ui, bus };\n",
    ],
    ['mf-reporting/src/pages/x.tsx', "import { a } from '../features/details/a';\nimport { b } from '../features/wizard/b';\nexport { a, b };\n"],
    ['mf-reporting/src/shared/outbox/x.ts', "import { r } from '../report/rules/report-draft';\nexport { r };\n"],
  ])('lets %s import what its zone allows', async (file, code) => {
    await expect(zoneMessages(file, code)).resolves.toEqual([]);
  });
});
