import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type FacilityAdminRow } from 'shared-contracts';
import { Pill } from 'ui-kit';

/** Active or retired, and due now when it is. */
export function FacilityStatus({ row }: { row: FacilityAdminRow }) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <>
      <Pill color={row.active ? 'green' : 'default'}>{t(`facilities.active.${row.active ? 'true' : 'false'}`)}</Pill>
      {row.due ? <Pill color="orange">{t('facilities.due')}</Pill> : null}
    </>
  );
}

/** When it was last checked, in the app's date format; 'Never checked' when it was not. */
export function LastChecked({ at }: { at: string | null }) {
  const { t } = useTranslation('mf-org-admin');
  return <>{at ? dayjs(at).format('DD MMM YYYY H:mm') : t('facilities.never')}</>;
}
