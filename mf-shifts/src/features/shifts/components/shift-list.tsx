import { useTranslation } from 'react-i18next';
import { type Shift } from 'shared-contracts';
import { ShiftCard } from './shift-card';

/** The shifts in the order the server gives them (the active shift is the first started, late or upcoming one). */
export function ShiftList({ shifts }: { shifts: readonly Shift[] }) {
  const { t } = useTranslation('mf-shifts');
  return (
    <ul aria-label={t('shifts.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {shifts.map((shift) => (
        <li key={shift._id}>
          <ShiftCard shift={shift} />
        </li>
      ))}
    </ul>
  );
}
