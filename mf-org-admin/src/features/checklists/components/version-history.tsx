import Collapse from 'antd/es/collapse';
import List from 'antd/es/list';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ChecklistVersion } from 'shared-contracts';

/** The template's saved versions, newest first, each with its parameters. */
export function VersionHistory({ history }: { history: ChecklistVersion[] }) {
  const { t } = useTranslation('mf-org-admin');
  if (history.length === 0) return null;
  return (
    <Collapse
      items={[
        {
          key: 'history',
          label: t('checklists.history', { count: history.length }),
          children: (
            <List
              size="small"
              dataSource={history}
              renderItem={(entry) => (
                <List.Item>
                  <List.Item.Meta
                    title={t('checklists.version', { version: entry.version })}
                    description={
                      <>
                        <div>{entry.savedBy ? dayjs(entry.savedAt).format('DD MMM YYYY, h:mm A') : t('checklists.before')}</div>
                        <div>{entry.parameters.map((parameter) => parameter.label).join(', ')}</div>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          ),
        },
      ]}
    />
  );
}
