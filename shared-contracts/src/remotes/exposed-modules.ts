/**
 * What remotes expose besides `./routes`, for the shell and the other remotes, which load them at
 * run time (`loadRemote(exposedModules.captureKit)`) and keep working without them when the owner
 * is down. Props and data types live here; the React component types are in `ui-kit`
 * (`CaptureKitModule`, …), because this package stays free of React.
 */
import type { RemoteName } from './remote-names';

export const exposedModules = {
  /** mf-reporting: QR scanner dialog, camera dialog, voice recorder, image compression. */
  captureKit: 'mf_reporting/capture',
  /** mf-org-admin: the organisation switcher shown in the shell's header. */
  orgSwitcher: 'mf_org_admin/org-switcher',
  /** mf-adhoc: the report-type chooser opened by Quick Report after a scan. */
  reportTypeChooser: 'mf_adhoc/report-type-chooser',
  /** mf-adhoc: the 'Ad-Hoc Requests' section mf-reporting shows on the facility list. */
  adhocSection: 'mf_adhoc/adhoc-section',
  /** mf-reporting: the issue details form, which mf-adhoc's ad-hoc and quick report details pages show. */
  reportDetails: 'mf_reporting/report-details',
} as const satisfies Record<string, `${RemoteName}/${string}`>;

/** A photo from the camera dialog: JPEG, compressed to at most `maxPhotoBytes`. */
export interface CapturedPhoto {
  blob: Blob;
  name: string;
  type: 'image/jpeg';
  width: number;
  height: number;
}

/** A voice note: Ogg Opus. */
export interface CapturedVoice {
  blob: Blob;
  name: string;
  type: 'audio/ogg';
  durationMs: number;
}

/** Spec 000 §9: photos are compressed to at most 0.05 MB, captured at a 400x400 target, rear camera. */
export const maxPhotoBytes = 0.05 * 1024 * 1024;
export const photoTargetSize = { width: 400, height: 400 } as const;

export interface QrScannerDialogProps {
  open: boolean;
  /** Called once with the decoded text; the dialog closes itself. */
  onResult: (text: string) => void;
  onClose: () => void;
}

export interface CameraDialogProps {
  open: boolean;
  onCapture: (photo: CapturedPhoto) => void;
  onClose: () => void;
}

export interface VoiceRecorderDialogProps {
  open: boolean;
  onSave: (voice: CapturedVoice) => void;
  onClose: () => void;
}

export interface OrgSwitcherProps {
  /** Called after the switch succeeded and the session holds the new organisation. */
  onSwitched?: (organizationId: string) => void;
}

/** The issue details form of the report in progress for `?facility=` (the page's search parameters). */
export interface ReportDetailsProps {
  /** The page's title (ad-hoc inspection, quick report). */
  title: string;
}

export interface ReportTypeChooserProps {
  open: boolean;
  /** The facility the Quick Report scan resolved. */
  facilityId: string;
  onClose: () => void;
}

/** Quick Report's whole flow: scan a facility's code, check it, choose how to report it. */
export interface ScanAndChooseProps {
  /** Called once the flow ends: the scan cancelled, the facility refused, the chooser closed. */
  onClose: () => void;
}
