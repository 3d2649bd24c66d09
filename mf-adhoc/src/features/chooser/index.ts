/** `mf_adhoc/report-type-chooser` (ReportTypeChooserModule in ui-kit). */
import '../../locales/register';

export { ReportTypeChooser } from './components/report-type-chooser';
export { ScanAndChoose } from './components/scan-and-choose';
