import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import Button from 'antd/es/button';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from 'shared-contracts';
import { saveFile } from 'ui-kit';

interface Props {
  target: RefObject<HTMLElement | null>;
  fileName: string;
  title: string;
}

/** Export the report as a PDF with its photos (the capture code loads on the first click). */
export function PdfButton({ target, fileName, title }: Props) {
  const { t } = useTranslation('mf-reporting');
  const [busy, setBusy] = useState(false);
  const exportPdf = async () => {
    const element = target.current;
    if (!element) return;
    setBusy(true);
    try {
      const { captureReportPdf } = await import('../pdf/capture-report');
      saveFile(await captureReportPdf(element, title), fileName);
    } catch (error) {
      console.error(error);
      notify('negative', t('inspection.pdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} onClick={() => void exportPdf()} loading={busy} data-pdf-hide>
      {t('inspection.pdf')}
    </Button>
  );
}
