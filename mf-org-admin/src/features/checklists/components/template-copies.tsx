import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChecklistCopiesRow, copyTemplateToChecklists, getTemplateCopies, isApiError } from 'shared-contracts';
import { useAppApis } from 'ui-kit';

/**
 * The checklists copied from this template (the checklist-copies calls): how many facilities of the
 * type have one, how many differ from the template (a facility edited on its own, or made before a
 * version), and copying the template onto those. Reports already submitted keep their parameters.
 */
export function TemplateCopies({ templateId, version, canWrite }: { templateId: string; version: number; canWrite: boolean }) {
  const { t } = useTranslation('mf-org-admin');
  const { message, modal } = useAppApis();
  const [row, setRow] = useState<ChecklistCopiesRow | null>(null);
  const [copying, setCopying] = useState(false);

  const load = useCallback(
    () =>
      getTemplateCopies().then(
        (answer) => setRow(answer.templates.find((candidate) => candidate._id === templateId) ?? null),
        (error: unknown) => console.error('checklist copies not loaded', error),
      ),
    [templateId],
  );
  useEffect(() => {
    void load();
  }, [load, version]);

  if (!row) return null;
  const outdated = row.outdated.length;
  const copy = () =>
    modal.confirm({
      title: t('checklists.copies.confirmTitle', { count: outdated }),
      content: t('checklists.copies.confirmBody'),
      okText: t('checklists.copies.copy'),
      cancelText: t('checklists.keepEditing'),
      onOk: async () => {
        setCopying(true);
        try {
          const answer = await copyTemplateToChecklists(templateId);
          message.success(t('checklists.copies.copied', { count: answer.updated ?? 0 }));
          setRow(answer.templates.find((candidate) => candidate._id === templateId) ?? null);
        } catch (error) {
          console.error(error);
          message.error(isApiError(error) ? error.message : t('checklists.saveFailed'));
        } finally {
          setCopying(false);
        }
      },
    });

  return (
    <Card size="small" title={t('checklists.copies.title')} role="region" aria-label={t('checklists.copies.title')}>
      <Flex vertical gap={8}>
        <Typography.Text>{t('checklists.copies.count', { count: row.checklists })}</Typography.Text>
        <Typography.Text type={outdated > 0 ? 'warning' : 'secondary'}>
          {outdated > 0 ? t('checklists.copies.outdated', { count: outdated }) : t('checklists.copies.inStep')}
        </Typography.Text>
        {canWrite && outdated > 0 ? (
          <Button icon={<CopyOutlined />} loading={copying} onClick={copy} style={{ alignSelf: 'flex-start' }}>
            {t('checklists.copies.copyTo', { count: outdated })}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
