/** The React side of `exposedModules` (shared-contracts): what each exposed module exports. */
import type { ComponentType } from 'react';
import type {
  CameraDialogProps,
  OrgSwitcherProps,
  QrScannerDialogProps,
  ReportDetailsProps,
  ReportTypeChooserProps,
  ScanAndChooseProps,
  VoiceRecorderDialogProps,
} from 'shared-contracts';

/** `mf_reporting/capture`. Each dialog loads its heavy parts (zxing wasm, pica, the recorder) when opened. */
export interface CaptureKitModule {
  QrScannerDialog: ComponentType<QrScannerDialogProps>;
  CameraDialog: ComponentType<CameraDialogProps>;
  VoiceRecorderDialog: ComponentType<VoiceRecorderDialogProps>;
  /** Scales and re-encodes an image (a file the user picked) to a JPEG of at most `maxBytes`. */
  compressImage: (image: Blob, maxBytes?: number) => Promise<Blob>;
}

/** `mf_org_admin/org-switcher`. */
export interface OrgSwitcherModule {
  OrgSwitcher: ComponentType<OrgSwitcherProps>;
}

/** `mf_adhoc/report-type-chooser`. */
export interface ReportTypeChooserModule {
  ReportTypeChooser: ComponentType<ReportTypeChooserProps>;
  ScanAndChoose: ComponentType<ScanAndChooseProps>;
}

/** `mf_adhoc/adhoc-section`: the 'Ad-Hoc Requests' section of the facility list (renders nothing when there is none to show). */
export interface AdhocSectionModule {
  AdhocRequestsSection: ComponentType;
}

/** `mf_reporting/report-details`. */
export interface ReportDetailsModule {
  ReportDetails: ComponentType<ReportDetailsProps>;
}
