import { useSession } from 'ui-kit';

/** The spec's shift write permission: creating, editing and retiring shifts. */
export const SHIFT_WRITE_PERMISSION = 'shift-write';

export function useCanWriteShifts(): boolean {
  return useSession().permissions.includes(SHIFT_WRITE_PERMISSION);
}
