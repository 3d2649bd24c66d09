import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FacilityKind, type ImportFacilitiesAnswer, type ImportRow, importAdminFacilities, isApiError } from 'shared-contracts';
import { useAppApis } from 'ui-kit';

const TEMPLATE = 'name,facilityType,location,reportingType,fmsTicketId\n';

/**
 * CSV import in two steps: "Check rows" shows every row with its errors (nothing written), and the
 * import button appears only when no row has one. The text stays editable, so a bad row is fixed here.
 */
export function ImportDialog({ kind, onClose, onImported }: { kind: FacilityKind; onClose: () => void; onImported: (count: number) => void }) {
  const { t } = useTranslation('mf-org-admin');
  const { message } = useAppApis();
  const [csv, setCsv] = useState(TEMPLATE);
  const [preview, setPreview] = useState<ImportFacilitiesAnswer | null>(null);
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (commit: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await importAdminFacilities({ kind, csv, commit });
      if (commit) {
        message.success(t('facilities.import.done', { count: answer.created }));
        onImported(answer.created);
        return;
      }
      setPreview(answer);
      setCheckedText(csv);
    } catch (cause) {
      console.error(cause);
      setPreview(null);
      setError(isApiError(cause) ? cause.message : t('facilities.import.failed'));
    } finally {
      setBusy(false);
    }
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
  };

  const ready = preview !== null && preview.invalid === 0 && checkedText === csv;
  return (
    <Modal
      open
      width={760}
      title={t('facilities.import.title')}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('facilities.form.cancel')}</Button>
          <Button loading={busy && !ready} onClick={() => void run(false)}>
            {t('facilities.import.preview')}
          </Button>
          <Button type="primary" disabled={!ready} loading={busy && ready} onClick={() => void run(true)}>
            {t('facilities.import.commit', { count: preview?.rows.length ?? 0 })}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('facilities.import.help')}
        </Typography.Paragraph>
        <label>
          {t('facilities.import.file')} <input type="file" accept=".csv,text/csv" onChange={(event) => void readFile(event)} />
        </label>
        <Input.TextArea
          aria-label={t('facilities.import.text')}
          rows={8}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          style={{ fontFamily: 'monospace' }}
        />
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {preview ? (
          <>
            <Alert
              type={preview.invalid > 0 ? 'warning' : 'success'}
              showIcon
              title={
                preview.invalid > 0 ? t('facilities.import.invalid', { count: preview.invalid }) : t('facilities.import.valid', { count: preview.rows.length })
              }
            />
            <Table<ImportRow>
              rowKey="line"
              size="small"
              pagination={false}
              scroll={{ x: 600, y: 280 }}
              dataSource={preview.rows}
              columns={[
                { key: 'line', title: t('facilities.import.line'), dataIndex: 'line', width: 64 },
                { key: 'name', title: t('facilities.columns.name'), dataIndex: 'name' },
                { key: 'type', title: t('facilities.columns.type'), dataIndex: 'facilityType' },
                { key: 'location', title: t('facilities.columns.location'), dataIndex: 'location' },
                {
                  key: 'errors',
                  title: t('facilities.import.errors'),
                  render: (_, row) =>
                    row.errors.length === 0 ? (
                      <Tag color="green">{t('facilities.import.ok')}</Tag>
                    ) : (
                      <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                        {row.errors.map((text) => (
                          <li key={text}>
                            <Typography.Text type="danger">{text}</Typography.Text>
                          </li>
                        ))}
                      </ul>
                    ),
                },
              ]}
            />
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
